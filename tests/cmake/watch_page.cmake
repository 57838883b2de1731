# The watch's web page (watch/page): the server's unit tests (tests/unit/watch) link it.
target_link_libraries(unit_tests PRIVATE watch_page)
# The page in Debian's headless Chromium, driven through its DevTools pipe, in front of a real
# `drawbridge watch --serve`: a threefold written to the round file reaches the page's DOM within
# a second; the screenshot is kept in the build tree (watch-page/watch-page.png).
find_program(CHROMIUM NAMES chromium chromium-browser REQUIRED)
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME watch_page_in_chromium
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/watch_page_browser_test.py
    $<TARGET_FILE:drawbridge> "${CHROMIUM}" ${PROJECT_BINARY_DIR}/watch-page)
set_tests_properties(watch_page_in_chromium PROPERTIES TIMEOUT 60 LABELS "watch;browser;external")
