# Draughts perft against the chess core's perft in the same run (not run by ctest):
#   bench/draughts_perft_bench [SECONDS_PER_FIGURE]
add_executable(draughts_perft_bench ${CMAKE_CURRENT_LIST_DIR}/draughts_perft_bench.cpp)
target_link_libraries(draughts_perft_bench PRIVATE rules_draughts rules_chess)
