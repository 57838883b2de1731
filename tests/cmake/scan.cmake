# `drawbridge scan` (issue 12): end to end on hand-made PGN (tests/data/scan) and the generated
# games, and against `drawbridge adjudicate` and python-chess on every game of the third-party
# data, where present.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
find_program(GZIP gzip REQUIRED)

set(SCAN_E2E ${CMAKE_CURRENT_LIST_DIR}/../e2e/scan_test.py $<TARGET_FILE:drawbridge> ${DRAWBRIDGE_TEST_DATA}/scan)
add_test(NAME scan_e2e COMMAND ${Python3_EXECUTABLE} ${SCAN_E2E} ${DRAWBRIDGE_RANDOM_DATA}/random.pgn)
set_tests_properties(scan_e2e PROPERTIES TIMEOUT 120 LABELS "scan;instrumented" FIXTURES_REQUIRED random_data)
# One and four threads on the 26,403 third-party games.
add_shared_data_test(NAME scan_e2e_threads_shared LABELS scan NEEDS games/tcec.pgn games/human.pgn
  COMMAND ${Python3_EXECUTABLE} ${SCAN_E2E} {shared}/games/tcec.pgn {shared}/games/human.pgn -- Threads)
set_tests_properties(scan_e2e_threads_shared PROPERTIES TIMEOUT 120)

# --syzygy: results the shared tables and the laws contradict, in scan (JSON, --fixed, --html) and watch.
add_shared_data_test(NAME scan_tablebase LABELS "scan;watch;tablebases" NEEDS ../tb/syzygy/KBBvKN.rtbz
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/scan_tablebase_test.py
          --drawbridge $<TARGET_FILE:drawbridge> --syzygy {shared}/../tb/syzygy)
set_tests_properties(scan_tablebase PROPERTIES TIMEOUT 180)

# The tcec games in adjudicate's input, converted by the benchmark's converter (SAN parsed by
# chess::parse_san, not by scan's fast reader).
add_executable(scan_pgn_to_tsv ${PROJECT_SOURCE_DIR}/bench/pgn_to_tsv.cpp)
target_link_libraries(scan_pgn_to_tsv PRIVATE rules_chess_draw)
add_dependencies(scan_pgn_to_tsv test_data)
add_test(NAME scan_vs_adjudicate_random
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../differential/scan_vs_adjudicate.py
          $<TARGET_FILE:drawbridge> $<TARGET_FILE:scan_pgn_to_tsv>
          ${DRAWBRIDGE_RANDOM_DATA}/random.pgn ${DRAWBRIDGE_RANDOM_DATA}/random.tsv)
set_tests_properties(scan_vs_adjudicate_random PROPERTIES TIMEOUT 180 LABELS "scan" FIXTURES_REQUIRED random_data)
add_shared_data_test(NAME scan_vs_adjudicate LABELS scan
  NEEDS games/human.pgn games/human.tsv games/human.expected.jsonl games/tcec.pgn
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../differential/scan_vs_adjudicate.py
          $<TARGET_FILE:drawbridge> $<TARGET_FILE:scan_pgn_to_tsv> {shared}/games)
set_tests_properties(scan_vs_adjudicate PROPERTIES TIMEOUT 180)
