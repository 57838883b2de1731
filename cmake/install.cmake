# Install layout and the Debian package (issue 8). The build tree mirrors the install tree:
# drawbridge finds its editions at <exe>/../share/drawbridge/rules in both, so a binary that
# works from the build tree works installed, relocated or extracted from the .deb.
include(GNUInstallDirs)

set(DRAWBRIDGE_RULES_SUBDIR ${CMAKE_INSTALL_DATADIR}/drawbridge/rules)
file(GLOB DRAWBRIDGE_EDITIONS CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/configs/rules/*.toml)

# The editions, copied beside the build tree's binaries (build/<dir>/drawbridge -> build/share).
set(BUILD_TREE_EDITIONS)
foreach(edition ${DRAWBRIDGE_EDITIONS})
  get_filename_component(name ${edition} NAME)
  set(copy ${PROJECT_BINARY_DIR}/${DRAWBRIDGE_RULES_SUBDIR}/${name})
  add_custom_command(OUTPUT ${copy}
    COMMAND ${CMAKE_COMMAND} -E copy ${edition} ${copy}
    DEPENDS ${edition})
  list(APPEND BUILD_TREE_EDITIONS ${copy})
endforeach()
add_custom_target(build_tree_editions ALL DEPENDS ${BUILD_TREE_EDITIONS})
# `ninja drawbridge` alone (scripts/demo.sh) gives a binary that finds its editions, and all
# that `cmake --install` needs.
add_dependencies(drawbridge build_tree_editions man_page)

# The man page, compressed as Debian policy (12.1) asks; man(1) reads it either way.
# gzip -n leaves out the name and time stamp, so the package is reproducible.
find_program(GZIP gzip REQUIRED)
set(MAN_PAGE_SOURCE ${PROJECT_SOURCE_DIR}/doc/drawbridge.1)
set(MAN_PAGE_GZ ${PROJECT_BINARY_DIR}/doc/drawbridge.1.gz)
add_custom_command(OUTPUT ${MAN_PAGE_GZ}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/doc
  COMMAND ${GZIP} -9 -n -c ${MAN_PAGE_SOURCE} > ${MAN_PAGE_GZ}
  DEPENDS ${MAN_PAGE_SOURCE}
  COMMENT "Compressing the man page drawbridge.1")
add_custom_target(man_page ALL DEPENDS ${MAN_PAGE_GZ})

install(TARGETS drawbridge RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${DRAWBRIDGE_EDITIONS} DESTINATION ${DRAWBRIDGE_RULES_SUBDIR})
install(FILES ${MAN_PAGE_GZ} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

# The rules core as a C++ library (doc/python.md): static libraries under drawbridge::, their
# headers in <includedir>/drawbridge as the sources include them ("rules/chess_draw/referee.h"), a CMake
# package (find_package(drawbridge), drawbridge::rules) and pkg-config's drawbridge-rules.
# The C API: libdrawbridge.so, drawbridge.h, pkg-config's drawbridge.
if(NOT WIN32)
  include(CMakePackageConfigHelpers)
  set(DRAWBRIDGE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/drawbridge)
  set(DRAWBRIDGE_HEADER_DIR ${CMAKE_INSTALL_INCLUDEDIR}/drawbridge)
  add_library(rules INTERFACE)
  target_link_libraries(rules INTERFACE rules_chess_draw)
  foreach(lib rules_chess rules_dead rules_laws rules_chess_draw)
    set_target_properties(${lib} PROPERTIES OUTPUT_NAME drawbridge_${lib} EXPORT_NAME ${lib})
  endforeach()
  foreach(lib rules_chess support drawbridge_platform)
    set_property(TARGET ${lib} PROPERTY INTERFACE_INCLUDE_DIRECTORIES
      $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}> $<INSTALL_INTERFACE:${DRAWBRIDGE_HEADER_DIR}>)
  endforeach()
  install(TARGETS rules rules_chess_draw rules_laws rules_dead rules_chess drawbridge_platform support EXPORT drawbridge-targets
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
  # platform/process, the child process, is no part of the rules core: its library is not installed.
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/rules ${PROJECT_SOURCE_DIR}/platform ${PROJECT_SOURCE_DIR}/support DESTINATION ${DRAWBRIDGE_HEADER_DIR}
    FILES_MATCHING PATTERN "*.h" REGEX "/platform/process$" EXCLUDE)
  install(EXPORT drawbridge-targets NAMESPACE drawbridge:: DESTINATION ${DRAWBRIDGE_CMAKE_DIR})
  configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/drawbridge-config.cmake.in
    ${PROJECT_BINARY_DIR}/drawbridge-config.cmake INSTALL_DESTINATION ${DRAWBRIDGE_CMAKE_DIR})
  write_basic_package_version_file(${PROJECT_BINARY_DIR}/drawbridge-config-version.cmake
    COMPATIBILITY SameMinorVersion)
  install(FILES ${PROJECT_BINARY_DIR}/drawbridge-config.cmake ${PROJECT_BINARY_DIR}/drawbridge-config-version.cmake
    DESTINATION ${DRAWBRIDGE_CMAKE_DIR})

  install(TARGETS drawbridge_c LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
  install(FILES ${PROJECT_SOURCE_DIR}/capi/drawbridge.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
  file(RELATIVE_PATH PKGCONFIG_TO_PREFIX ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig ${CMAKE_INSTALL_PREFIX})
  foreach(pc drawbridge drawbridge-rules)
    configure_file(${PROJECT_SOURCE_DIR}/cmake/${pc}.pc.in ${PROJECT_BINARY_DIR}/${pc}.pc @ONLY)
    install(FILES ${PROJECT_BINARY_DIR}/${pc}.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
  endforeach()
endif()

# The Debian package: `cpack -G DEB` in the build directory.
set(DRAWBRIDGE_MAINTAINER "The drawbridge authors <drawbridge@users.noreply.github.com>"
    CACHE STRING "Maintainer field of the Debian package: Name <address>")
set(CPACK_PACKAGE_NAME drawbridge)
set(CPACK_PACKAGE_VENDOR "the drawbridge authors")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT ${DRAWBRIDGE_MAINTAINER})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "UCI relay that applies the FIDE draw laws")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${DRAWBRIDGE_MAINTAINER})
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The long description; CPack puts the summary above it and indents it as Debian's field wants.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "drawbridge sits between a chess GUI or tournament manager and a UCI engine. It
relays the traffic byte for byte, mirrors the game, applies the draw rules of
the FIDE Laws of Chess (threefold and fivefold repetition, the fifty- and
seventy-five-move rules, dead positions, draw offers) and announces claims,
offers and results as UCI info strings and as JSON Lines. It also adjudicates
recorded games and counts perft.")
# Depends from the libraries the binary links (dpkg-shlibdeps, from dpkg-dev).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "stockfish, polyglot")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # drawbridge_<version>_<arch>.deb
set(CPACK_GENERATOR DEB)
include(CPack)
