# Install and package (issue 8): the .deb as a user gets it, and the man page against --help.
find_program(STOCKFISH stockfish PATHS /usr/games REQUIRED)
set(PACKAGE_TESTS ${CMAKE_CURRENT_LIST_DIR}/../package)

# A packager's build (Unix Makefiles, -DBUILD_TESTING=OFF, in a folder of its own, emptied first), then cpack
# from it and the extracted binary in front of Debian's stockfish. Needs dpkg-dev
# (dpkg-shlibdeps) and file, as CPack's Depends do.
add_test(NAME package_deb
  COMMAND bash ${PACKAGE_TESTS}/packager_build_test.sh ${CMAKE_COMMAND} ${CMAKE_CPACK_COMMAND}
          ${PROJECT_SOURCE_DIR} ${PROJECT_VERSION} ${STOCKFISH} ${PROJECT_BINARY_DIR}/packager-build)
set_tests_properties(package_deb PROPERTIES TIMEOUT 900 LABELS "package;external;slow")

add_test(NAME man_page_covers_flags
  COMMAND bash ${PACKAGE_TESTS}/man_page_covers_flags.sh $<TARGET_FILE:drawbridge>
          ${PROJECT_SOURCE_DIR}/doc/drawbridge.1)
set_tests_properties(man_page_covers_flags PROPERTIES TIMEOUT 60)

# The man page is made from the reference in doc/*.md (pandoc), never edited by hand.
add_test(NAME man_page_is_made_from_doc
  COMMAND bash ${PACKAGE_TESTS}/man_page_is_made_from_doc.sh ${PROJECT_SOURCE_DIR})
set_tests_properties(man_page_is_made_from_doc PROPERTIES TIMEOUT 60 LABELS "external;package")  # pandoc
