# The session's end-to-end tests: scripted GUI sessions through the built drawbridge with the
# fake engine (defined in relay.cmake), and stockfish self-play checked against
# `drawbridge adjudicate`.
find_package(Python3 REQUIRED COMPONENTS Interpreter)

add_test(NAME session_e2e
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/session_test.py
          --drawbridge $<TARGET_FILE:drawbridge> --fake $<TARGET_FILE:fake_engine>)
set_tests_properties(session_e2e PROPERTIES TIMEOUT 180 LABELS instrumented)

# A game walking into a cursed win with the shared Syzygy tables, under two editions and two
# claim settings.
add_shared_data_test(NAME session_tablebase LABELS tablebases NEEDS ../tb/syzygy/KBBvKN.rtbz ../tb/syzygy/KBvK.rtbw
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/tablebase_relay_test.py
          --drawbridge $<TARGET_FILE:drawbridge> --fake $<TARGET_FILE:fake_engine> --syzygy {shared}/../tb/syzygy)
set_tests_properties(session_tablebase PROPERTIES TIMEOUT 180)

# The self-play games begin after the opening of a human game of the third-party data.
add_shared_data_test(NAME session_selfplay_vs_adjudicate LABELS external NEEDS games/human.tsv
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../differential/selfplay_harness.py
          --drawbridge $<TARGET_FILE:drawbridge> --games 20
          --human-tsv {shared}/games/human.tsv)
set_tests_properties(session_selfplay_vs_adjudicate PROPERTIES TIMEOUT 300
  ENVIRONMENT "PATH=/usr/games:$ENV{PATH}")

# Each class of bad GUI input against Debian's stockfish, and the result line python-chess sees.
add_test(NAME session_bad_input_stockfish
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/stockfish_bad_input_test.py
          --drawbridge $<TARGET_FILE:drawbridge>)
set_tests_properties(session_bad_input_stockfish PROPERTIES TIMEOUT 120 LABELS external ENVIRONMENT "PATH=/usr/games:$ENV{PATH}")
