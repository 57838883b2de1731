# The repository stands alone (issue 8): every data file a test names is in it, except the
# third-party files, which only shared-data tests read (and skip without).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME repo_stands_alone
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../repo/stands_alone.py ${PROJECT_SOURCE_DIR} ${PROJECT_BINARY_DIR})

# The code stays in the house style (.clang-format).
find_program(CLANG_FORMAT clang-format REQUIRED)
add_test(NAME repo_format
  COMMAND sh -c "git ls-files '*.cpp' '*.h' | xargs -n 40 -P 2 ${CLANG_FORMAT} --dry-run -Werror"
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(repo_format PROPERTIES TIMEOUT 300 LABELS external)

# The rooms' arrows (README.md, "Layout"): no include against them.
add_test(NAME repo_room_arrows
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../repo/room_arrows.py ${PROJECT_SOURCE_DIR})

# Rooms a reader can take in: at most 15 sources a folder, 400 lines a file.
add_test(NAME repo_room_sizes
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../repo/room_sizes.py ${PROJECT_SOURCE_DIR})

# The labels the test tiers select by are documented, and every test names its room.
add_test(NAME repo_test_labels
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../repo/test_labels.py ${CMAKE_CTEST_COMMAND}
          ${PROJECT_BINARY_DIR} ${PROJECT_SOURCE_DIR}/tests/README.md)

# bench/README.md's two tables of figures render as tables: a header each, seven cells and a date
# a row.
add_test(NAME repo_bench_tables
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../repo/bench_tables.py ${PROJECT_SOURCE_DIR})

# No built binary holds a library twice, shared and static (cmake/abseil.cmake and
# cmake/library_forms.cmake choose the form).
add_test(NAME repo_one_library_form
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../repo/one_library_form.py ${PROJECT_BINARY_DIR})
set_tests_properties(repo_one_library_form PROPERTIES TIMEOUT 300)  # nm reads every binary's symbols

# The unity builds of the instrumented trees compile: no two files of one library define a name
# at file scope alike (tests/README.md, "Unity builds"). Universal Ctags reads the names.
find_program(CTAGS NAMES ctags-universal ctags REQUIRED)
add_test(NAME repo_unity_names
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../repo/unity_names.py ${CTAGS} ${PROJECT_SOURCE_DIR}
          ${PROJECT_BINARY_DIR})
set_tests_properties(repo_unity_names PROPERTIES LABELS external)
