# The repository stands alone (issue 8): nothing refers outside it, every data file is in it.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME repo_stands_alone
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../repo/stands_alone.py ${PROJECT_SOURCE_DIR})
