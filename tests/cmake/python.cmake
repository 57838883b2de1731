# The Python module (tests/python, pytest run by Debian's python3 on the build tree's package),
# and the installed library: an outside CMake project and a C program (tests/package).
set(PYTHON_TESTS ${CMAKE_CURRENT_LIST_DIR}/../python)
if(DRAWBRIDGE_PYTHON)
  set(PYTHON_TEST_ENV
    PYTHONPATH=${PROJECT_BINARY_DIR}/python
    DRAWBRIDGE_BINARY=$<TARGET_FILE:drawbridge>
    DRAWBRIDGE_RANDOM_DATA=${DRAWBRIDGE_RANDOM_DATA}
    DRAWBRIDGE_SHARED_DATA=${DRAWBRIDGE_SHARED_DATA}
    PYTHONDONTWRITEBYTECODE=1)
  file(GLOB PYTHON_SUITES CONFIGURE_DEPENDS ${PYTHON_TESTS}/test_*.py)
  foreach(suite ${PYTHON_SUITES})
    get_filename_component(name ${suite} NAME_WE)
    string(REPLACE "test_" "python_" name ${name})
    add_test(NAME ${name}
      COMMAND ${Python3_EXECUTABLE} -m pytest -q -p no:cacheprovider ${suite}
      WORKING_DIRECTORY ${PYTHON_TESTS})
    set_tests_properties(${name} PROPERTIES ENVIRONMENT "${PYTHON_TEST_ENV}" LABELS python TIMEOUT 600
      FIXTURES_REQUIRED random_data)
  endforeach()
  set_tests_properties(python_cli_agreement python_dask PROPERTIES LABELS "python;slow")
endif()

add_test(NAME installed_library
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/../package/installed_library_test.sh ${CMAKE_COMMAND}
          ${PROJECT_BINARY_DIR} ${PROJECT_SOURCE_DIR})
set_tests_properties(installed_library PROPERTIES TIMEOUT 600 LABELS "package;external")

# pip install from a copy of the clone into a venv, the module built in this build tree
# (python_pip_install), or by a whole build of pip's own (python_pip_install_clean, slow).
if(DRAWBRIDGE_PYTHON)
  add_test(NAME python_pip_install
    COMMAND bash ${PYTHON_TESTS}/pip_install_test.sh ${PROJECT_SOURCE_DIR} ${Python3_EXECUTABLE} ${PROJECT_BINARY_DIR})
  set_tests_properties(python_pip_install PROPERTIES TIMEOUT 600 LABELS "python;package" RUN_SERIAL ON)
  add_test(NAME python_pip_install_clean
    COMMAND bash ${PYTHON_TESTS}/pip_install_test.sh ${PROJECT_SOURCE_DIR} ${Python3_EXECUTABLE})
  set_tests_properties(python_pip_install_clean PROPERTIES TIMEOUT 3600 LABELS "python;package;slow")
endif()

# drawbridge.Tablebase and the C API's tablebase read the shared Syzygy tables.
if(DRAWBRIDGE_PYTHON)
  add_shared_data_test(NAME python_tablebase NEEDS ../tb/syzygy.expected.jsonl LABELS python capi
    COMMAND ${Python3_EXECUTABLE} -m pytest -q -p no:cacheprovider ${PYTHON_TESTS}/tablebase_test.py)
  set_tests_properties(python_tablebase PROPERTIES ENVIRONMENT "${PYTHON_TEST_ENV}" TIMEOUT 600
    WORKING_DIRECTORY ${PYTHON_TESTS})
endif()
