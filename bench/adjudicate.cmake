# `ninja bench_adjudicate`: drawbridge adjudicate against pgn-extract --repetition --fifty
# on the third-party games (DRAWBRIDGE_SHARED_DATA), in games per second, printed as a ratio
# (not run by ctest).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
find_program(PGN_EXTRACT pgn-extract PATHS /usr/games REQUIRED)
add_executable(pgn_to_tsv ${CMAKE_CURRENT_LIST_DIR}/pgn_to_tsv.cpp)
target_link_libraries(pgn_to_tsv PRIVATE rules_chess_draw)
add_custom_target(bench_adjudicate
  COMMAND Python3::Interpreter ${CMAKE_CURRENT_SOURCE_DIR}/adjudicate_vs_pgn_extract.py
    --drawbridge $<TARGET_FILE:drawbridge> --pgn-to-tsv $<TARGET_FILE:pgn_to_tsv>
    --pgn-extract ${PGN_EXTRACT} --games ${DRAWBRIDGE_SHARED_DATA}/games
  DEPENDS drawbridge pgn_to_tsv
  USES_TERMINAL
  COMMENT "adjudicate: drawbridge against pgn-extract")
