# Notation benchmark (not run by ctest): `ninja bench_notation` on the human games of the
# third-party data (DRAWBRIDGE_SHARED_DATA), or by hand:
#   bench/notation_bench HUMAN.tsv [GAMES]
add_executable(notation_bench ${CMAKE_CURRENT_LIST_DIR}/notation_bench.cpp)
target_link_libraries(notation_bench PRIVATE rules_chess_draw)
add_custom_target(bench_notation
  COMMAND notation_bench ${DRAWBRIDGE_SHARED_DATA}/games/human.tsv
  DEPENDS notation_bench
  USES_TERMINAL
  COMMENT "notation: UCI, SAN and FEN")
