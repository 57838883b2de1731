# Notation benchmark (not run by ctest):
#   bench/notation_bench build/test-data/games/human.tsv [GAMES]
add_executable(notation_bench ${CMAKE_CURRENT_LIST_DIR}/notation_bench.cpp)
target_link_libraries(notation_bench PRIVATE rules_draw)
