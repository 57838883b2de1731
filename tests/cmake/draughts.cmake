# Draughts: `drawbridge perft` on both games. The cases that read the shared draughts data run in
# unit/shared-data (tests/CMakeLists.txt).
function(draughts_perft_test name expected)
  add_test(NAME draughts_perft_${name} COMMAND drawbridge perft ${ARGN})
  set_tests_properties(draughts_perft_${name} PROPERTIES TIMEOUT 60 LABELS draughts PASS_REGULAR_EXPRESSION "${expected}")
endfunction()
draughts_perft_test(fmjd_start "nodes 27117\n" --rules draughts-fmjd 5)
draughts_perft_test(russian_start "nodes 37986\n" --rules draughts-russian 6)
draughts_perft_test(divide "41x23x12x26: 1\n41x14x3x26: 1\nnodes 2\n"
  --rules draughts-fmjd --divide --fen W:WK41:B9,18,21,28 1)
draughts_perft_test(bad_fen "drawbridge perft: bad FEN 'W:W51:B1'" --rules draughts-fmjd --fen W:W51:B1 1)
draughts_perft_test(bad_rules "unknown edition 'draughts-english' \\(editions: draughts-fmjd, " --rules draughts-english 1)
draughts_perft_test(chess_edition "nodes 8902\n" --rules fide-2023 3)
draughts_perft_test(edition_file "nodes 37986\n" --rules ${PROJECT_SOURCE_DIR}/configs/rules/draughts-russian.toml 6)
draughts_perft_test(ministry_100 "nodes 27117\n" --rules draughts-ministry-100 5)
draughts_perft_test(no_chess960 "--chess960 is for chess" --rules draughts-russian --chess960 1)

# adjudicate's and scan's draughts games: PDN written for these tests (tests/data/draughts).
set(DRAUGHTS_DATA ${PROJECT_SOURCE_DIR}/tests/data/draughts)
add_test(NAME draughts_scan_fmjd COMMAND drawbridge scan --rules draughts-fmjd ${DRAUGHTS_DATA}/fmjd.pdn)
set_tests_properties(draughts_scan_fmjd PROPERTIES LABELS draughts PASS_REGULAR_EXPRESSION
  "\"end\":{\"ply\":8,\"rule\":\"threefold-repetition\",\"article\":\"6.1\"},\"moves_after_end\":1,.*\"kind\":\"played-past-end\",\"ply\":8,.*\"kind\":\"result-contradicts-laws\".*\"status\":\"no-move\",\"result\":\"1-0\".*\"findings\":\\[\\]}.*\"error\":\"the game's GameType 25 \\(draughts-russian\\) contradicts --rules draughts-fmjd \\(draughts-international\\)\"")
add_test(NAME draughts_scan_russian COMMAND drawbridge scan --rules draughts-russian ${DRAUGHTS_DATA}/russian.pdn)
set_tests_properties(draughts_scan_russian PROPERTIES LABELS draughts PASS_REGULAR_EXPRESSION
  "{\"ply\":7,\"event\":\"claim\",\"rule\":\"threefold-repetition\",\"article\":\"5.4.12.2\",\"moves\":\\[\"6-1\"\\]}.*\"kind\":\"claimable-draw-not-claimed\",\"ply\":7,.*\"plies\":4,\"fen\":\"W:W13,22-32:B1-11,20\",\"status\":\"ongoing\"")
# Without --rules each game's GameType chooses; mixed archives, --rules against GameType, --html, --fixed.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME draughts_scan_e2e
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/draughts_scan_test.py $<TARGET_FILE:drawbridge> ${DRAUGHTS_DATA})
set_tests_properties(draughts_scan_e2e PROPERTIES TIMEOUT 120 LABELS "draughts;scan")
# The shared corpus (third-party, where present): every game read and replayed without an error.
add_shared_data_test(NAME draughts_scan_shared_fmjd LABELS draughts
  NEEDS ../draughts/games/international.pdn ../draughts/games/lidraughts-international-movesonly.pdn
  COMMAND $<TARGET_FILE:drawbridge> scan --rules draughts-fmjd {shared}/../draughts/games/international.pdn
          {shared}/../draughts/games/lidraughts-international-movesonly.pdn)
add_shared_data_test(NAME draughts_scan_shared_russian LABELS draughts
  NEEDS ../draughts/games/russian.pdn ../draughts/games/lidraughts-russian-movesonly.pdn
  COMMAND $<TARGET_FILE:drawbridge> scan --rules draughts-russian {shared}/../draughts/games/russian.pdn
          {shared}/../draughts/games/lidraughts-russian-movesonly.pdn)
# All four files in one scan without --rules: every game's edition from its GameType, no error.
add_shared_data_test(NAME draughts_scan_shared_by_game_type LABELS draughts
  NEEDS ../draughts/games/international.pdn ../draughts/games/lidraughts-international-movesonly.pdn
        ../draughts/games/russian.pdn ../draughts/games/lidraughts-russian-movesonly.pdn
  COMMAND $<TARGET_FILE:drawbridge> scan {shared}/../draughts/games/international.pdn
          {shared}/../draughts/games/lidraughts-international-movesonly.pdn {shared}/../draughts/games/russian.pdn
          {shared}/../draughts/games/lidraughts-russian-movesonly.pdn)
# Every draw rule of every draughts edition at exactly its ply and not one earlier, on games the test
# writes from the edition files' counts (adjudicate through a pipe, scan from a PDN file).
add_test(NAME draughts_rules_e2e
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/draughts_rules_test.py $<TARGET_FILE:drawbridge>
          ${PROJECT_SOURCE_DIR}/configs/rules)
set_tests_properties(draughts_rules_e2e PROPERTIES TIMEOUT 60 LABELS draughts)
