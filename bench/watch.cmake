# `ninja bench_watch`: drawbridge watch on a round of 500 boards rewritten in place move by move:
# the delay from a write to its line on stdout (median, p99), the watch's CPU while nothing
# changes, and a chess-claim-tool-style loop (every 4 s, re-read everything) on the same round
# for comparison (not run by ctest).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_custom_target(bench_watch
  COMMAND Python3::Interpreter ${CMAKE_CURRENT_SOURCE_DIR}/watch_bench.py --drawbridge $<TARGET_FILE:drawbridge>
  DEPENDS drawbridge
  USES_TERMINAL
  COMMENT "watch: delay, idle CPU, and a re-read-everything loop")

# `ninja bench_watch_net`: drawbridge watch following 50 boards over HTTPS from a local server:
# lichess's round stream against the polled export of the same writes (the delay from a write to
# its line), and the idle CPU of the stream, the export and a LiveChess Cloud tree.
add_custom_target(bench_watch_net
  COMMAND Python3::Interpreter ${CMAKE_CURRENT_SOURCE_DIR}/watch_net_bench.py --drawbridge $<TARGET_FILE:drawbridge>
  DEPENDS drawbridge
  USES_TERMINAL
  COMMENT "watch over the network: stream and polling delay, idle CPU")
