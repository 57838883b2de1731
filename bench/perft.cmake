# `ninja bench_perft`: perft speed against Stockfish 15.1, printed as a ratio (not run by ctest).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
find_program(STOCKFISH stockfish PATHS /usr/games REQUIRED)
add_custom_target(bench_perft
  COMMAND Python3::Interpreter ${CMAKE_CURRENT_SOURCE_DIR}/perft_vs_stockfish.py
    --drawbridge $<TARGET_FILE:drawbridge> --stockfish ${STOCKFISH}
  DEPENDS drawbridge
  USES_TERMINAL
  COMMENT "perft: drawbridge against Stockfish")
