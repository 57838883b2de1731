# Dead positions: the decider (rules/dead) against the labelled positions of tests/data/dead,
# and its witnesses replayed independently by chessops (tests/chessops: `npm ci` first).
add_executable(dead_labels ${CMAKE_CURRENT_SOURCE_DIR}/differential/dead/dead_labels.cpp)
add_dependencies(dead_labels test_data)
target_link_libraries(dead_labels PRIVATE rules_dead)
find_program(NODE node REQUIRED)

# Where the third-party data is present: every position of CHA's test-vector.txt (about 50 s
# here) and every 4th of lichess-65k.txt (about 17 s): 0 wrong, 0 unknown, every witness
# replayed by drawbridge's core, then by chessops.
set(DEAD_WITNESSES_VECTOR ${PROJECT_BINARY_DIR}/dead-witnesses-vector.tsv)
set(DEAD_WITNESSES_SAMPLE ${PROJECT_BINARY_DIR}/dead-witnesses-lichess-sample.tsv)
set(DEAD_WITNESSES_WALLED ${PROJECT_BINARY_DIR}/dead-witnesses-walled.tsv)
add_shared_data_test(NAME dead_vs_labels LABELS "dead;slow" NEEDS dead/test-vector.txt
  COMMAND $<TARGET_FILE:dead_labels> --witnesses ${DEAD_WITNESSES_VECTOR} {shared}/dead/test-vector.txt)
add_shared_data_test(NAME dead_vs_labels_lichess_sample LABELS "dead;slow" NEEDS dead/lichess-65k.txt
  COMMAND $<TARGET_FILE:dead_labels> --every 4 --witnesses ${DEAD_WITNESSES_SAMPLE} {shared}/dead/lichess-65k.txt)
set_tests_properties(dead_vs_labels dead_vs_labels_lichess_sample PROPERTIES TIMEOUT 300
  FIXTURES_SETUP dead_witnesses_shared)
add_shared_data_test(NAME dead_witnesses_vs_chessops_shared LABELS "dead;external;slow"
  NEEDS dead/test-vector.txt dead/lichess-65k.txt
  COMMAND ${NODE} ${CMAKE_CURRENT_LIST_DIR}/../chessops/dead_witnesses.mjs ${DEAD_WITNESSES_VECTOR} ${DEAD_WITNESSES_SAMPLE})
set_tests_properties(dead_witnesses_vs_chessops_shared PROPERTIES TIMEOUT 300 FIXTURES_REQUIRED dead_witnesses_shared)
# Article 6.9 at scale: CHA's 88,387 lichess flag falls against a player who could not mate,
# through `drawbridge dead` (about 3 s).
add_shared_data_test(NAME dead_unfair_flag_falls LABELS dead NEEDS dead/unfair-88k.txt
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/dead_flag_falls_test.py $<TARGET_FILE:drawbridge>
          {shared}/dead/unfair-88k.txt)
set_tests_properties(dead_unfair_flag_falls PROPERTIES TIMEOUT 300)
# The 50 walled positions of walled.txt (made by walled_positions, below).
add_test(NAME dead_vs_labels_walled
  COMMAND dead_labels --witnesses ${DEAD_WITNESSES_WALLED} ${DRAWBRIDGE_TEST_DATA}/dead/walled.txt)
set_tests_properties(dead_vs_labels_walled PROPERTIES TIMEOUT 300 LABELS "dead" FIXTURES_SETUP dead_witnesses)
# The community positions of community-*.txt, once unknown at the default budget, and variants
# where their walls open.
set(DEAD_COMMUNITY ${DRAWBRIDGE_TEST_DATA}/dead/community-cage.txt ${DRAWBRIDGE_TEST_DATA}/dead/community-corner.txt
  ${DRAWBRIDGE_TEST_DATA}/dead/community-caged-king.txt ${DRAWBRIDGE_TEST_DATA}/dead/community-caged-king-small.txt)
set(DEAD_WITNESSES_COMMUNITY ${PROJECT_BINARY_DIR}/dead-witnesses-community.tsv)
add_test(NAME dead_vs_labels_community COMMAND dead_labels --witnesses ${DEAD_WITNESSES_COMMUNITY} ${DEAD_COMMUNITY})
set_tests_properties(dead_vs_labels_community PROPERTIES TIMEOUT 120 LABELS "dead" FIXTURES_SETUP dead_witnesses)
# The composed caged, blocked, fortress and promotion-first positions of composed.txt (issue 41):
# 0 wrong, 0 unknown, every witness replayed; their "cannot mate" labels by the plain search
# (three minutes of CPU here, most of it the six bishops against five).
set(DEAD_WITNESSES_COMPOSED ${PROJECT_BINARY_DIR}/dead-witnesses-composed.tsv)
add_test(NAME dead_vs_labels_composed
  COMMAND dead_labels --witnesses ${DEAD_WITNESSES_COMPOSED} ${DRAWBRIDGE_TEST_DATA}/dead/composed.txt)
set_tests_properties(dead_vs_labels_composed PROPERTIES TIMEOUT 120 LABELS "dead" FIXTURES_SETUP dead_witnesses)
add_test(NAME dead_composed_labels_vs_plain_search
  COMMAND plain_labels --nodes 20000000 ${DRAWBRIDGE_TEST_DATA}/dead/composed.txt)
set_tests_properties(dead_composed_labels_vs_plain_search PROPERTIES TIMEOUT 900 LABELS "dead;slow")
# The two classes of issue 54, composed: a king and a pawn against many men
# (composed-lone-pawn.txt: the pawn promotes while the loser spends its tempi) and locked
# chains with several bishops a side and the kings in corners (composed-bishop-chains.txt).
# The lone pawn's "cannot mate" labels by the plain search; the chains' by the argument in
# their file.
set(DEAD_COMPOSED_CLASSES ${DRAWBRIDGE_TEST_DATA}/dead/composed-lone-pawn.txt
  ${DRAWBRIDGE_TEST_DATA}/dead/composed-bishop-chains.txt)
set(DEAD_WITNESSES_CLASSES ${PROJECT_BINARY_DIR}/dead-witnesses-composed-classes.tsv)
add_test(NAME dead_vs_labels_composed_classes
  COMMAND dead_labels --witnesses ${DEAD_WITNESSES_CLASSES} ${DEAD_COMPOSED_CLASSES})
set_tests_properties(dead_vs_labels_composed_classes PROPERTIES TIMEOUT 300 LABELS "dead" FIXTURES_SETUP dead_witnesses)
add_test(NAME dead_lone_pawn_labels_vs_plain_search
  COMMAND plain_labels --nodes 2000000 ${DRAWBRIDGE_TEST_DATA}/dead/composed-lone-pawn.txt)
set_tests_properties(dead_lone_pawn_labels_vs_plain_search PROPERTIES TIMEOUT 120 LABELS "dead")
# Castling rights behind walls (castling-walls.txt): the frozen-pawn proof keeps a right whose
# path a wall blocks. Its "cannot mate" labels by the plain search (about 10 s of CPU), and the
# proofs on seeded variants that keep the right where it stays lawful.
set(DEAD_CASTLING_WALLS ${DRAWBRIDGE_TEST_DATA}/dead/castling-walls.txt)
set(DEAD_WITNESSES_CASTLING ${PROJECT_BINARY_DIR}/dead-witnesses-castling-walls.tsv)
add_test(NAME dead_vs_labels_castling_walls
  COMMAND dead_labels --witnesses ${DEAD_WITNESSES_CASTLING} ${DEAD_CASTLING_WALLS})
set_tests_properties(dead_vs_labels_castling_walls PROPERTIES TIMEOUT 120 LABELS "dead" FIXTURES_SETUP dead_witnesses)
add_test(NAME dead_castling_walls_labels_vs_plain_search
  COMMAND plain_labels --nodes 20000000 ${DEAD_CASTLING_WALLS})
add_test(NAME dead_castling_walls_static_proofs_vs_plain_search
  COMMAND static_proofs_fuzz --variants 20 --nodes 300000 --seed 54 ${DEAD_CASTLING_WALLS})
set_tests_properties(dead_castling_walls_labels_vs_plain_search dead_castling_walls_static_proofs_vs_plain_search
  PROPERTIES TIMEOUT 180 LABELS "dead")
add_test(NAME dead_witnesses_vs_chessops
  COMMAND ${NODE} ${CMAKE_CURRENT_LIST_DIR}/../chessops/dead_witnesses.mjs ${DEAD_WITNESSES_WALLED} ${DEAD_WITNESSES_COMMUNITY}
          ${DEAD_WITNESSES_COMPOSED} ${DEAD_WITNESSES_CLASSES} ${DEAD_WITNESSES_CASTLING})
set_tests_properties(dead_witnesses_vs_chessops PROPERTIES TIMEOUT 300 LABELS "dead;external"
  FIXTURES_REQUIRED dead_witnesses)

# All 65,536 positions of lichess-65k.txt (about 70 s here, 40 s more for chessops), where the
# third-party data is present: configure with -DDRAWBRIDGE_DEAD_FULL=ON.
option(DRAWBRIDGE_DEAD_FULL "Register the dead-position test over all of lichess-65k" OFF)
if(DRAWBRIDGE_DEAD_FULL)
  set(DEAD_WITNESSES_FULL ${PROJECT_BINARY_DIR}/dead-witnesses-lichess.tsv)
  add_shared_data_test(NAME dead_vs_labels_lichess_full LABELS "dead;slow" NEEDS dead/lichess-65k.txt
    COMMAND $<TARGET_FILE:dead_labels> --witnesses ${DEAD_WITNESSES_FULL} {shared}/dead/lichess-65k.txt)
  set_tests_properties(dead_vs_labels_lichess_full PROPERTIES TIMEOUT 900 FIXTURES_SETUP dead_witnesses_full)
  add_shared_data_test(NAME dead_witnesses_vs_chessops_lichess_full LABELS "dead;external;slow"
    NEEDS dead/lichess-65k.txt
    COMMAND ${NODE} ${CMAKE_CURRENT_LIST_DIR}/../chessops/dead_witnesses.mjs ${DEAD_WITNESSES_FULL})
  set_tests_properties(dead_witnesses_vs_chessops_lichess_full PROPERTIES TIMEOUT 600
    FIXTURES_REQUIRED dead_witnesses_full)
endif()

# The unit tests of tests/unit/dead_*.cpp are in unit_tests, which needs the room's library.
target_link_libraries(unit_tests PRIVATE rules_dead)

# The static proofs (material, blocked pawns) on seeded variants of the labelled positions,
# each "cannot mate" checked by a plain exhaustive search with no pruning: test-vector.txt where
# the third-party data is present (10 s of CPU here), and walled.txt.
add_executable(static_proofs_fuzz ${CMAKE_CURRENT_SOURCE_DIR}/differential/dead/static_proofs_fuzz.cpp)
add_dependencies(static_proofs_fuzz test_data)
target_link_libraries(static_proofs_fuzz PRIVATE rules_dead)
# The generator of tests/data/dead/walled.txt (built, not run: see its top comment), and the
# independent check of its "cannot mate" labels by the plain search.
add_executable(walled_positions ${CMAKE_CURRENT_SOURCE_DIR}/differential/dead/walled_positions.cpp)
target_link_libraries(walled_positions PRIVATE rules_dead)
add_executable(plain_labels ${CMAKE_CURRENT_SOURCE_DIR}/differential/dead/plain_labels.cpp)
add_dependencies(plain_labels test_data)
target_link_libraries(plain_labels PRIVATE rules_chess)
add_test(NAME dead_walled_labels_vs_plain_search
  COMMAND plain_labels --nodes 1000000 ${DRAWBRIDGE_TEST_DATA}/dead/walled.txt)
set_tests_properties(dead_walled_labels_vs_plain_search PROPERTIES TIMEOUT 300 LABELS "dead;slow")

# The cage's "cannot mate" labels by the plain search (about 60 s of CPU: 40 million nodes),
# and the static proofs on seeded variants of both community files.
add_test(NAME dead_community_cage_labels_vs_plain_search
  COMMAND plain_labels --nodes 40000000 ${DRAWBRIDGE_TEST_DATA}/dead/community-cage.txt)
set_tests_properties(dead_community_cage_labels_vs_plain_search PROPERTIES TIMEOUT 900 LABELS "dead;slow")
# The caged king with one free pawn (community-caged-king-small.txt), under a second.
add_test(NAME dead_caged_king_labels_vs_plain_search
  COMMAND plain_labels --nodes 5000000 ${DRAWBRIDGE_TEST_DATA}/dead/community-caged-king-small.txt)
set_tests_properties(dead_caged_king_labels_vs_plain_search PROPERTIES TIMEOUT 120 LABELS "dead")
add_test(NAME dead_community_static_proofs_vs_plain_search
  COMMAND static_proofs_fuzz --variants 60 --nodes 300000 --seed 21 ${DEAD_COMMUNITY})
set_tests_properties(dead_community_static_proofs_vs_plain_search PROPERTIES TIMEOUT 300 LABELS "dead;slow")

add_shared_data_test(NAME dead_static_proofs_vs_plain_search LABELS "dead;slow" NEEDS dead/test-vector.txt
  COMMAND $<TARGET_FILE:static_proofs_fuzz> --variants 1 --nodes 20000 {shared}/dead/test-vector.txt)
set_tests_properties(dead_static_proofs_vs_plain_search PROPERTIES TIMEOUT 300)
add_test(NAME dead_walled_static_proofs_vs_plain_search
  COMMAND static_proofs_fuzz --variants 10 --nodes 30000 --seed 25 ${DRAWBRIDGE_TEST_DATA}/dead/walled.txt)
set_tests_properties(dead_walled_static_proofs_vs_plain_search PROPERTIES TIMEOUT 300 LABELS "dead")

# `drawbridge dead` reads a FEN that stops after the side to move as the full one (a position of
# CHA's test vectors: only White can mate). Lines 3 and 4 of the file written here.
set(DEAD_SHORT_FENS ${PROJECT_BINARY_DIR}/dead-short-fens.txt)
file(WRITE ${DEAD_SHORT_FENS} [=[# A FEN that stops after the side to move (only White can mate), then the
# same position in full: `drawbridge dead` reads both alike.
Bb2kb2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 b
Bb2kb2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 b - - 0 1
]=])
add_test(NAME dead_command_short_fen COMMAND drawbridge dead ${DEAD_SHORT_FENS})
set(DEAD_WHITE_ONLY "\"white\":\"can-mate\",\"black\":\"cannot-mate\",\"dead\":false")
set_tests_properties(dead_command_short_fen PROPERTIES TIMEOUT 60 LABELS "dead"
  PASS_REGULAR_EXPRESSION "\"line\":3,[^\n]*${DEAD_WHITE_ONLY}[^\n]*\n[^\n]*\"line\":4,[^\n]*${DEAD_WHITE_ONLY}"
  FAIL_REGULAR_EXPRESSION "\"error\":\"")

# `--max-ms`: a bound already spent leaves a position that needs a search unknown (why
# `budget`), never a guess; a bound far off gives the decided answer.
add_test(NAME dead_command_time_bound_spent
  COMMAND drawbridge dead --max-ms 0 ${DEAD_SHORT_FENS})
add_test(NAME dead_command_time_bound_far
  COMMAND drawbridge dead --max-ms 600000 ${DEAD_SHORT_FENS})
set(DEAD_UNKNOWN "\"white\":\"unknown\",\"black\":\"unknown\",\"dead\":null,[^\n]*\"why\":{\"white\":\"budget\",\"black\":\"budget\"}")
set_tests_properties(dead_command_time_bound_spent PROPERTIES TIMEOUT 60 LABELS "dead"
  PASS_REGULAR_EXPRESSION "\"line\":3,[^\n]*${DEAD_UNKNOWN}[^\n]*\n[^\n]*\"line\":4,[^\n]*${DEAD_UNKNOWN}"
  FAIL_REGULAR_EXPRESSION "can-mate|cannot-mate|\"error\":\"")
set_tests_properties(dead_command_time_bound_far PROPERTIES TIMEOUT 60 LABELS "dead"
  PASS_REGULAR_EXPRESSION "\"line\":3,[^\n]*${DEAD_WHITE_ONLY}[^\n]*\n[^\n]*\"line\":4,[^\n]*${DEAD_WHITE_ONLY}"
  FAIL_REGULAR_EXPRESSION "unknown|\"error\":\"")
