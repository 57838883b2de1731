# `ninja bench_replay`: plies per second of the replay alone (the laws, then the laws and SAN)
# against a bare make_move loop over the third-party games (DRAWBRIDGE_SHARED_DATA), in the
# same run (not run by ctest).
add_executable(replay_bench ${CMAKE_CURRENT_LIST_DIR}/replay_bench.cpp)
target_link_libraries(replay_bench PRIVATE pgn verdict rules_chess_draw)
add_custom_target(bench_replay
  COMMAND replay_bench ${PROJECT_SOURCE_DIR}/configs/rules/fide-2023.toml
          ${DRAWBRIDGE_SHARED_DATA}/games/human.pgn ${DRAWBRIDGE_SHARED_DATA}/games/tcec.pgn
  DEPENDS replay_bench
  USES_TERMINAL
  COMMENT "replay: the laws against a bare make_move loop")
