# Dead positions: the decider (rules/dead) against the labelled positions of tests/data/dead,
# and its witnesses replayed independently by chessops.
add_executable(dead_labels ${CMAKE_CURRENT_SOURCE_DIR}/dead/dead_labels.cpp)
add_dependencies(dead_labels test_data)
target_link_libraries(dead_labels PRIVATE rules_dead)
set(DEAD_WITNESSES ${PROJECT_BINARY_DIR}/dead-witnesses.tsv)
add_test(NAME dead_vs_labels
  COMMAND dead_labels --witnesses ${DEAD_WITNESSES}
    ${DRAWBRIDGE_TEST_DATA}/dead/test-vector.txt ${DRAWBRIDGE_TEST_DATA}/dead/lichess-65k.txt)
set_tests_properties(dead_vs_labels PROPERTIES TIMEOUT 300 LABELS "dead" FIXTURES_SETUP dead_witnesses)
# The unit tests of tests/unit/dead_*.cpp are in unit_tests, which needs the room's library.
target_link_libraries(unit_tests PRIVATE rules_dead)

# Every witness of dead_vs_labels replayed by npm's chessops (tests/chessops: `npm ci` first).
find_program(NODE node REQUIRED)
add_test(NAME dead_witnesses_vs_chessops
  COMMAND ${NODE} ${CMAKE_CURRENT_LIST_DIR}/../chessops/dead_witnesses.mjs ${DEAD_WITNESSES})
set_tests_properties(dead_witnesses_vs_chessops PROPERTIES TIMEOUT 300 LABELS "dead;external"
  FIXTURES_REQUIRED dead_witnesses)
