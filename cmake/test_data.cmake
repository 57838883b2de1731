# The test and benchmark data (tests/data, see its README.md), unpacked into the build tree:
# compressed files (*.zst) are decompressed, the rest copied, so that every test reads plain
# files under DRAWBRIDGE_TEST_DATA. The third-party games and positions are not in the
# repository: see DRAWBRIDGE_SHARED_DATA below.
find_program(ZSTD zstd REQUIRED)
set(DRAWBRIDGE_TEST_DATA ${PROJECT_BINARY_DIR}/test-data)
file(GLOB_RECURSE TEST_DATA_FILES CONFIGURE_DEPENDS
  RELATIVE ${PROJECT_SOURCE_DIR}/tests/data ${PROJECT_SOURCE_DIR}/tests/data/*)
set(TEST_DATA_OUTPUTS)
foreach(file ${TEST_DATA_FILES})
  if(file STREQUAL "README.md")
    continue()
  endif()
  set(source ${PROJECT_SOURCE_DIR}/tests/data/${file})
  if(file MATCHES "\\.zst$")
    string(REGEX REPLACE "\\.zst$" "" plain ${file})
    get_filename_component(folder ${DRAWBRIDGE_TEST_DATA}/${plain} DIRECTORY)
    # Ninja makes an output's folder itself; Make does not.
    add_custom_command(OUTPUT ${DRAWBRIDGE_TEST_DATA}/${plain}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${folder}
      COMMAND ${ZSTD} -q -d -f ${source} -o ${DRAWBRIDGE_TEST_DATA}/${plain}
      DEPENDS ${source} COMMENT "Unpacking test data ${file}")
  else()
    set(plain ${file})
    add_custom_command(OUTPUT ${DRAWBRIDGE_TEST_DATA}/${plain}
      COMMAND ${CMAKE_COMMAND} -E copy ${source} ${DRAWBRIDGE_TEST_DATA}/${plain}
      DEPENDS ${source})
  endif()
  list(APPEND TEST_DATA_OUTPUTS ${DRAWBRIDGE_TEST_DATA}/${plain})
endforeach()
add_custom_target(test_data ALL DEPENDS ${TEST_DATA_OUTPUTS})

# The third-party data (tests/data/README.md, "Outside the repository"): ../shared/data beside
# the clone, or the folder the environment variable DRAWBRIDGE_SHARED_DATA names when CMake
# first configures (kept in the cache variable of the same name; the variable set again when
# ctest runs wins). A test that reads it is registered with add_shared_data_test: labelled
# `shared-data`, and Skipped with the missing file named where the data is absent.
if(DEFINED ENV{DRAWBRIDGE_SHARED_DATA})
  set(shared_data_default "$ENV{DRAWBRIDGE_SHARED_DATA}")
else()
  get_filename_component(shared_data_default "${PROJECT_SOURCE_DIR}/../shared/data" ABSOLUTE)
endif()
set(DRAWBRIDGE_SHARED_DATA "${shared_data_default}" CACHE PATH
  "The third-party test data (games, dead, perft); the environment variable of the same name overrides it when ctest runs")
find_package(Python3 REQUIRED COMPONENTS Interpreter)

# add_shared_data_test(NAME <name> NEEDS <file>... COMMAND <command> [<arg>...] [LABELS <label>...])
# A ctest entry that runs <command> through tests/support/shared_data.py: `{shared}` in an
# argument is the data's folder; each <file> (relative to it) must be there, else the test is
# Skipped. Set other properties afterwards, but not LABELS (pass them here).
function(add_shared_data_test)
  cmake_parse_arguments(arg "" "NAME" "NEEDS;COMMAND;LABELS" ${ARGN})
  set(needs)
  foreach(file ${arg_NEEDS})
    list(APPEND needs --need ${file})
  endforeach()
  add_test(NAME ${arg_NAME}
    COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/support/shared_data.py
            --configured ${DRAWBRIDGE_SHARED_DATA} ${needs} -- ${arg_COMMAND})
  set_tests_properties(${arg_NAME} PROPERTIES LABELS "shared-data;${arg_LABELS}" SKIP_RETURN_CODE 77)
endfunction()
