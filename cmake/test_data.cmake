# The test and benchmark data (tests/data, see its README.md), unpacked into the build tree:
# compressed files (*.zst) are decompressed, the rest copied, so that every test reads plain
# files under DRAWBRIDGE_TEST_DATA and a clone needs nothing outside the repository.
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
