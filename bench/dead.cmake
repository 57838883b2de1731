# `dead_bench`: the dead-position decider's time per position (both sides) on lichess-65k and
# test-vector, against the goals of issue 11 (median <= 40 us, p99 <= 1 ms). Built, not run.
add_executable(dead_bench ${CMAKE_CURRENT_SOURCE_DIR}/dead_bench.cpp)
add_dependencies(dead_bench test_data)
target_link_libraries(dead_bench PRIVATE rules_dead)
target_compile_definitions(dead_bench PRIVATE DRAWBRIDGE_TEST_DATA="${DRAWBRIDGE_TEST_DATA}")
