# Mirror benchmark (Google Benchmark; not run by ctest): bench/mirror_bench
# Prints the mirror's cost per position command and per full replay, with the budgets
# (2 us, 100 us) and the ratio to replaying the same moves on a bare chess::Position.
add_executable(mirror_bench ${CMAKE_CURRENT_LIST_DIR}/mirror_bench.cpp)
target_link_libraries(mirror_bench PRIVATE proxy_uci_front_end benchmark::benchmark)
target_compile_definitions(mirror_bench PRIVATE DRAWBRIDGE_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
