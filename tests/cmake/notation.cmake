# Notation (FEN, UCI, SAN) against pgn-extract on every game of the test data (~1.5 min in all).
add_executable(notation_replay ${CMAKE_CURRENT_LIST_DIR}/../differential/notation_replay.cpp)
target_link_libraries(notation_replay PRIVATE rules_draw)
foreach(games human tcec)
  add_test(NAME notation_vs_pgn_extract_${games}
           COMMAND ${CMAKE_CURRENT_LIST_DIR}/../differential/san_vs_pgn_extract.sh
                   $<TARGET_FILE:notation_replay> ${DRAWBRIDGE_TEST_DATA}/games/${games}.pgn)
  set_tests_properties(notation_vs_pgn_extract_${games} PROPERTIES TIMEOUT 240 LABELS external)
endforeach()
set_tests_properties(notation_vs_pgn_extract_tcec PROPERTIES LABELS "external;slow")
