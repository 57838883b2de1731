# The draw-rule arbiter's slow and external tests (issue 3).
find_package(Python3 REQUIRED COMPONENTS Interpreter)

# drawbridge adjudicate on the human games against python-chess's verdicts.
add_shared_data_test(NAME draw_adjudicate_vs_python_chess NEEDS games/human.tsv games/human.expected.jsonl
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../differential/compare_expected.py
          $<TARGET_FILE:drawbridge> {shared}/games/human.tsv {shared}/games/human.expected.jsonl)
set_tests_properties(draw_adjudicate_vs_python_chess PROPERTIES TIMEOUT 120)

# The chess rules against npm's chessops (tests/chessops: `npm ci` first) on 10,000 random
# playouts and the generated games, as UCI and as SAN (about 2.5 CPU-minutes, mostly node);
# and on every game of the third-party data, where present.
add_executable(rules_dump ${CMAKE_CURRENT_LIST_DIR}/../differential/rules_dump.cpp)
target_link_libraries(rules_dump PRIVATE rules_chess_draw)
set(RULES_VS_CHESSOPS ${CMAKE_CURRENT_LIST_DIR}/../chessops/run_differential.py --rules-dump $<TARGET_FILE:rules_dump>)
add_test(NAME draw_rules_vs_chessops
  COMMAND ${Python3_EXECUTABLE} ${RULES_VS_CHESSOPS}
          --tsv ${DRAWBRIDGE_RANDOM_DATA}/random.tsv --pgn ${DRAWBRIDGE_RANDOM_DATA}/random.pgn)
set_tests_properties(draw_rules_vs_chessops PROPERTIES TIMEOUT 900 LABELS "external;slow"  # node
  FIXTURES_REQUIRED random_data)
add_shared_data_test(NAME draw_rules_vs_chessops_shared LABELS "external;slow" NEEDS games/human.tsv games/tcec.pgn
  COMMAND ${Python3_EXECUTABLE} ${RULES_VS_CHESSOPS} --random 0
          --tsv {shared}/games/human.tsv --pgn {shared}/games/tcec.pgn)
set_tests_properties(draw_rules_vs_chessops_shared PROPERTIES TIMEOUT 1800)
