# `drawbridge scan` (issue 12): end to end on hand-made PGN (tests/data/scan), and against
# `drawbridge adjudicate` and python-chess on every game of the repository's data.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
find_program(GZIP gzip REQUIRED)

add_test(NAME scan_e2e
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/scan_test.py
          $<TARGET_FILE:drawbridge> ${DRAWBRIDGE_TEST_DATA}/scan ${DRAWBRIDGE_TEST_DATA}/games)
set_tests_properties(scan_e2e PROPERTIES TIMEOUT 120 LABELS "scan")

# The tcec games in adjudicate's input, converted by the benchmark's converter (SAN parsed by
# chess::parse_san, not by scan's fast reader).
add_executable(scan_pgn_to_tsv ${PROJECT_SOURCE_DIR}/bench/pgn_to_tsv.cpp)
target_link_libraries(scan_pgn_to_tsv PRIVATE rules_draw)
add_dependencies(scan_pgn_to_tsv test_data)
add_test(NAME scan_vs_adjudicate
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../differential/scan_vs_adjudicate.py
          $<TARGET_FILE:drawbridge> $<TARGET_FILE:scan_pgn_to_tsv> ${DRAWBRIDGE_TEST_DATA}/games)
set_tests_properties(scan_vs_adjudicate PROPERTIES TIMEOUT 180 LABELS "scan")
