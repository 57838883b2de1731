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
