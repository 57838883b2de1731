# The draw-rule arbiter's slow and external tests (issue 3).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(DRAW_GAMES ${DRAWBRIDGE_TEST_DATA}/games)

# drawbridge adjudicate on the human games against python-chess's verdicts.
add_test(NAME draw_adjudicate_vs_python_chess
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../differential/compare_expected.py
          $<TARGET_FILE:drawbridge> ${DRAW_GAMES}/human.tsv ${DRAW_GAMES}/human.expected.jsonl)
set_tests_properties(draw_adjudicate_vs_python_chess PROPERTIES TIMEOUT 120)

# The chess rules against npm's chessops (tests/chessops: `npm ci` first) on 10,000 random
# playouts and every game in the test data (about 2.5 CPU-minutes, mostly node).
add_executable(rules_dump ${CMAKE_CURRENT_LIST_DIR}/../differential/rules_dump.cpp)
target_link_libraries(rules_dump PRIVATE rules_draw)
add_test(NAME draw_rules_vs_chessops
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../chessops/run_differential.py
          --rules-dump $<TARGET_FILE:rules_dump> --games ${DRAW_GAMES})
set_tests_properties(draw_rules_vs_chessops PROPERTIES TIMEOUT 900 LABELS "external;slow")  # node
