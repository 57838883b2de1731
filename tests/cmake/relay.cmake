# The relay's end-to-end tests: the built drawbridge between a scripted GUI (python3) and
# either the fake engine below or Debian's stockfish.
add_executable(fake_engine ${CMAKE_CURRENT_LIST_DIR}/../support/fake_engine.cpp)

find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(RELAY_E2E ${CMAKE_CURRENT_LIST_DIR}/../e2e)
set(RELAY_ENV "PATH=/usr/games:$ENV{PATH}")

foreach(suite Passthrough Lifecycle Signals EngineFailure Logging Configuration)
  add_test(NAME relay_${suite}
    COMMAND ${Python3_EXECUTABLE} ${RELAY_E2E}/relay_test.py
            --drawbridge $<TARGET_FILE:drawbridge> --fake $<TARGET_FILE:fake_engine> ${suite})
  set_tests_properties(relay_${suite} PROPERTIES TIMEOUT 120 ENVIRONMENT "${RELAY_ENV}" LABELS instrumented)
endforeach()

# The fault matrix (README "When things go wrong"). SilentEngine waits out a minute of silence.
foreach(suite EngineFaults GuiFaults FileFaults SilentEngine)
  add_test(NAME faults_${suite}
    COMMAND ${Python3_EXECUTABLE} ${RELAY_E2E}/fault_test.py
            --drawbridge $<TARGET_FILE:drawbridge> --fake $<TARGET_FILE:fake_engine> ${suite})
  set_tests_properties(faults_${suite} PROPERTIES TIMEOUT 180 ENVIRONMENT "${RELAY_ENV}" LABELS instrumented)
endforeach()
set_tests_properties(faults_SilentEngine PROPERTIES LABELS slow)

add_test(NAME relay_stockfish_identity
  COMMAND ${Python3_EXECUTABLE} ${RELAY_E2E}/stockfish_identity_test.py
          --drawbridge $<TARGET_FILE:drawbridge>)
set_tests_properties(relay_stockfish_identity PROPERTIES TIMEOUT 180 LABELS external ENVIRONMENT "${RELAY_ENV}")

# One real GUI (about a minute: two 10-second games). Labelled slow; it runs in CI too.
add_test(NAME relay_xboard_match
  COMMAND bash ${RELAY_E2E}/xboard_test.sh $<TARGET_FILE:drawbridge>)
set_tests_properties(relay_xboard_match PROPERTIES TIMEOUT 300 LABELS "slow;external" ENVIRONMENT "${RELAY_ENV}")

# The command line as a user meets it: --help, usage errors, the config file, adjudicate's files.
add_test(NAME cli_usage
  COMMAND ${Python3_EXECUTABLE} ${RELAY_E2E}/cli_test.py
          --drawbridge $<TARGET_FILE:drawbridge> --fake $<TARGET_FILE:fake_engine>)
set_tests_properties(cli_usage PROPERTIES TIMEOUT 120)
