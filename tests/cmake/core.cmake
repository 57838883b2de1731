# The chess core against Stockfish 15.1: perft --divide 3, move by move, on 1,200+ positions.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
find_program(STOCKFISH stockfish PATHS /usr/games REQUIRED)
add_test(NAME perft_vs_stockfish
  COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tests/differential/perft_vs_stockfish.py
    --drawbridge $<TARGET_FILE:drawbridge> --stockfish ${STOCKFISH} --data ${DRAWBRIDGE_TEST_DATA})
set_tests_properties(perft_vs_stockfish PROPERTIES TIMEOUT 240 LABELS "core;external;slow")
