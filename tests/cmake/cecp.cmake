# The xboard front end (issue 13): CECP transcripts against the fake engine's scripted UCI
# mode, and xboard itself (headless under Xvfb) with drawbridge on both sides in CECP mode.
find_package(Python3 REQUIRED COMPONENTS Interpreter)

add_test(NAME cecp_transcripts
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/cecp_test.py
          --drawbridge $<TARGET_FILE:drawbridge> --fake $<TARGET_FILE:fake_engine>)
set_tests_properties(cecp_transcripts PROPERTIES TIMEOUT 120 LABELS "external;instrumented")  # polyglot

# xboard itself: nine short games with drawbridge in CECP mode (about 50 s).
add_test(NAME cecp_xboard_draws
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/../e2e/xboard_cecp_test.sh $<TARGET_FILE:drawbridge>)
set_tests_properties(cecp_xboard_draws PROPERTIES TIMEOUT 300 LABELS "slow;external" ENVIRONMENT "PATH=/usr/games:$ENV{PATH}")

# A 20-game match at 1 s + 0.01 s under xboard: drawbridge (CECP) v PolyGlot, both in front of
# stockfish (the nearest run to issue 13's cutechess-cli match; about 60 s).
add_test(NAME cecp_xboard_match
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/../e2e/xboard_cecp_match.sh $<TARGET_FILE:drawbridge> 20)
set_tests_properties(cecp_xboard_match PROPERTIES TIMEOUT 400 LABELS "slow;external" ENVIRONMENT "PATH=/usr/games:$ENV{PATH}")
