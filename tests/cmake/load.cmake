# The load test (issue 10, item 6): many drawbridge processes at once, each in front of the
# fake engine (defined in relay.cmake), each playing short games with the mirror and --events
# on; transcripts, events against `drawbridge adjudicate`, RSS and open fds are checked.
# Labelled `load` so that it runs alone with `ctest -L load`. This is the CI size; the full
# size is `load_test.py ... --processes 64 --games 200`.
find_package(Python3 REQUIRED COMPONENTS Interpreter)

# Its games start from the human games of the third-party data.
add_shared_data_test(NAME relay_load LABELS load NEEDS games/human.tsv
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/load_test.py
          --drawbridge $<TARGET_FILE:drawbridge> --fake $<TARGET_FILE:fake_engine>
          --human-tsv {shared}/games/human.tsv
          --processes 16 --games 50)
set_tests_properties(relay_load PROPERTIES TIMEOUT 600)
