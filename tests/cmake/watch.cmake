# `drawbridge watch` (issue 28): end to end on round files written as DGT LiveChess writes them,
# growing files and stdin; every alert, an edition's difference and the faults of real feeds.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME watch_e2e COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/watch_test.py
                                $<TARGET_FILE:drawbridge>)
set_tests_properties(watch_e2e PROPERTIES TIMEOUT 120 LABELS "watch")
