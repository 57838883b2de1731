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
