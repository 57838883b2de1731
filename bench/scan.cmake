# `ninja bench_scan`: drawbridge scan against pgn-extract -s --repetition --fifty on the
# third-party games (DRAWBRIDGE_SHARED_DATA), in games per second (one thread), its scaling to
# two threads, its CPU time against its floors (replay_bench --floors), and its peak RSS on a
# 1 GB input made of the same games (not run by ctest).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
find_program(PGN_EXTRACT pgn-extract PATHS /usr/games REQUIRED)
add_custom_target(bench_scan
  COMMAND Python3::Interpreter ${CMAKE_CURRENT_SOURCE_DIR}/scan_vs_pgn_extract.py
    --drawbridge $<TARGET_FILE:drawbridge> --pgn-extract ${PGN_EXTRACT} --games ${DRAWBRIDGE_SHARED_DATA}/games
    --replay-bench $<TARGET_FILE:replay_bench> --edition ${PROJECT_SOURCE_DIR}/configs/rules/fide-2023.toml
  DEPENDS drawbridge replay_bench
  USES_TERMINAL
  COMMENT "scan: drawbridge against pgn-extract")
