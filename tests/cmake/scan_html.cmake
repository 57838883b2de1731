# The scan --html report: unit tests (tests/unit/scan) link scan_html; the page of the sample
# findings is rendered by Debian's headless Chromium (screenshot non-blank, one board per finding).
target_link_libraries(unit_tests PRIVATE scan_html)
add_executable(scan_html_sample ${CMAKE_CURRENT_LIST_DIR}/../e2e/scan_html_sample.cpp)
target_link_libraries(scan_html_sample PRIVATE scan_html)
find_program(CHROMIUM NAMES chromium chromium-browser REQUIRED)
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME scan_html_in_chromium
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/scan_html_browser_test.py
    $<TARGET_FILE:scan_html_sample> "${CHROMIUM}")
set_tests_properties(scan_html_in_chromium PROPERTIES TIMEOUT 90 LABELS "scan;external;browser")
