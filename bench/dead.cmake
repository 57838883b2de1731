# `dead_bench`: the dead-position decider's time per position (both sides) on lichess-65k,
# test-vector and walled, against the goals of issue 21 (median <= 40 us, p99 <= 1 ms, max
# <= 50 ms) and CHA's figures. Built, not run.
add_executable(dead_bench ${CMAKE_CURRENT_SOURCE_DIR}/dead_bench.cpp)
add_dependencies(dead_bench test_data)
target_link_libraries(dead_bench PRIVATE rules_dead)
target_compile_definitions(dead_bench PRIVATE DRAWBRIDGE_TEST_DATA="${DRAWBRIDGE_TEST_DATA}"
  DRAWBRIDGE_SHARED_DATA="${DRAWBRIDGE_SHARED_DATA}")

# `dead_mirror_bench`: the live mirror's cost per `position` command with the dead-position
# check on, over the human games of the shared data, against a bare move (budget 2 us). Built,
# not run.
add_executable(dead_mirror_bench ${CMAKE_CURRENT_SOURCE_DIR}/dead_mirror_bench.cpp)
target_link_libraries(dead_mirror_bench PRIVATE proxy_session)
target_compile_definitions(dead_mirror_bench PRIVATE DRAWBRIDGE_SHARED_DATA="${DRAWBRIDGE_SHARED_DATA}"
  DRAWBRIDGE_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
