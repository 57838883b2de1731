# The chess core against Stockfish 15.1: perft --divide 3, move by move, on 1,100+ positions of
# random playouts and the generated positions; and on positions of the human games, where present.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
find_program(STOCKFISH stockfish PATHS /usr/games REQUIRED)
set(PERFT_VS_STOCKFISH ${PROJECT_SOURCE_DIR}/tests/differential/perft_vs_stockfish.py
    --drawbridge $<TARGET_FILE:drawbridge> --stockfish ${STOCKFISH})
add_test(NAME perft_vs_stockfish
  COMMAND Python3::Interpreter ${PERFT_VS_STOCKFISH}
    --epd ${DRAWBRIDGE_RANDOM_DATA}/random.epd --epd960 ${DRAWBRIDGE_RANDOM_DATA}/random960.epd)
set_tests_properties(perft_vs_stockfish PROPERTIES TIMEOUT 400 LABELS "core;external;slow"
  FIXTURES_REQUIRED random_data)
add_shared_data_test(NAME perft_vs_stockfish_human LABELS "core;external;slow" NEEDS games/human.tsv
  COMMAND ${Python3_EXECUTABLE} ${PERFT_VS_STOCKFISH} --no-playouts --games-tsv {shared}/games/human.tsv
    --min-positions 300)
set_tests_properties(perft_vs_stockfish_human PROPERTIES TIMEOUT 240)
