# Notation (FEN, UCI, SAN) against pgn-extract on the generated games and, where present, every
# game of the third-party data (~1.5 min in all).
add_executable(notation_replay ${CMAKE_CURRENT_LIST_DIR}/../differential/notation_replay.cpp)
target_link_libraries(notation_replay PRIVATE rules_chess_draw)
set(NOTATION_VS_PGN_EXTRACT ${CMAKE_CURRENT_LIST_DIR}/../differential/san_vs_pgn_extract.sh)
add_test(NAME notation_vs_pgn_extract_random
         COMMAND ${NOTATION_VS_PGN_EXTRACT} $<TARGET_FILE:notation_replay> ${DRAWBRIDGE_RANDOM_DATA}/random.pgn)
set_tests_properties(notation_vs_pgn_extract_random PROPERTIES TIMEOUT 240 LABELS external
  FIXTURES_REQUIRED random_data)
foreach(games human tcec)
  add_shared_data_test(NAME notation_vs_pgn_extract_${games} LABELS external NEEDS games/${games}.pgn
    COMMAND ${NOTATION_VS_PGN_EXTRACT} $<TARGET_FILE:notation_replay> {shared}/games/${games}.pgn)
  set_tests_properties(notation_vs_pgn_extract_${games} PROPERTIES TIMEOUT 240)
endforeach()
set_tests_properties(notation_vs_pgn_extract_tcec PROPERTIES LABELS "shared-data;external;slow")
