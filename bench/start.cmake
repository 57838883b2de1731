# `ninja bench_start`: the wall time of `drawbridge --help` against a minimal C++ program's, the
# median of 41 runs each (bench/README.md, start time). Another build's binary runs beside them
# with `build/bench/start_bench 41 build/bench/minimal_start build/app/drawbridge OTHER`.
add_executable(minimal_start ${CMAKE_CURRENT_LIST_DIR}/minimal_start.cpp)
add_executable(start_bench ${CMAKE_CURRENT_LIST_DIR}/start_bench.cpp)
add_custom_target(bench_start
  COMMAND start_bench 41 $<TARGET_FILE:minimal_start> $<TARGET_FILE:drawbridge>
  DEPENDS start_bench minimal_start drawbridge
  USES_TERMINAL
  COMMENT "start: drawbridge --help against a minimal C++ program")
