# Install and package (issue 8): the .deb as a user gets it, and the man page against --help.
find_program(STOCKFISH stockfish PATHS /usr/games REQUIRED)
set(PACKAGE_TESTS ${CMAKE_CURRENT_LIST_DIR}/../package)

# Runs cpack into a temporary directory (about 10 s), then the extracted binary in front of
# Debian's stockfish. Needs dpkg-dev (dpkg-shlibdeps) and file, as CPack's Depends do.
add_test(NAME package_deb
  COMMAND bash ${PACKAGE_TESTS}/package_test.sh ${CMAKE_CPACK_COMMAND}
          ${PROJECT_BINARY_DIR}/CPackConfig.cmake ${PROJECT_VERSION}
          ${PROJECT_SOURCE_DIR}/configs/rules ${STOCKFISH})
set_tests_properties(package_deb PROPERTIES TIMEOUT 180 LABELS package)

add_test(NAME man_page_covers_flags
  COMMAND bash ${PACKAGE_TESTS}/man_page_covers_flags.sh $<TARGET_FILE:drawbridge>
          ${PROJECT_SOURCE_DIR}/doc/drawbridge.1)
