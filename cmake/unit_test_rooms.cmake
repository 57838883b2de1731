# Run at build time (cmake -P) after the doctest binary is linked: writes one ctest entry per test
# case, named PREFIX<case>, labelled `unit`, `instrumented`, the room of tests/unit/<room>/ its
# file is in, and its doctest suite, so that `ctest -L <room>` runs a room's unit cases beside
# its end-to-end tests. doctest_discover_tests labels by suite alone and starts one process per
# case to learn it; doctest's XML listing gives every case's suite and file in one run.
# The cases doctest skips unless asked (the suite "shared-data", which reads the third-party
# data) run with --no-skip through SHARED_DATA, the command that skips them where the data is
# absent (tests/support/shared_data.py), labelled `shared-data` too.
# Inputs: EXECUTABLE, EMULATOR and SHARED_DATA (their words joined by `|`; EMULATOR may be
# empty), PREFIX, TIMEOUT, OUTPUT.
string(REPLACE "|" ";" EMULATOR "${EMULATOR}")
string(REPLACE "|" ";" SHARED_DATA "${SHARED_DATA}")
execute_process(COMMAND ${EMULATOR} ${EXECUTABLE} --list-test-cases --no-skip --reporters=xml
  OUTPUT_VARIABLE listing RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${EXECUTABLE} --list-test-cases failed (${status}):\n${listing}")
endif()

function(xml_attribute element name out)
  if(element MATCHES " ${name}=\"([^\"]*)\"")
    set(value "${CMAKE_MATCH_1}")
  else()
    set(value "")
  endif()
  string(REPLACE "&quot;" "\"" value "${value}")
  string(REPLACE "&apos;" "'" value "${value}")
  string(REPLACE "&lt;" "<" value "${value}")
  string(REPLACE "&gt;" ">" value "${value}")
  string(REPLACE "@semicolon@" ";" value "${value}")
  string(REPLACE "@open@" "[" value "${value}")
  string(REPLACE "@close@" "]" value "${value}")
  string(REPLACE "&amp;" "&" value "${value}")
  set(${out} "${value}" PARENT_SCOPE)
endfunction()

set(script "")
# Names hold semicolons and brackets, which split or join CMake's list items: they travel as
# `@semicolon@`, `@open@` and `@close@`.
string(REPLACE ";" "@semicolon@" listing "${listing}")
string(REPLACE "[" "@open@" listing "${listing}")
string(REPLACE "]" "@close@" listing "${listing}")
string(REGEX MATCHALL "<TestCase [^>]*/>" cases "${listing}")
foreach(element IN LISTS cases)
  xml_attribute("${element}" name name)
  xml_attribute("${element}" testsuite suite)
  xml_attribute("${element}" filename file)
  if(NOT file MATCHES "tests/unit/([^/]+)/")
    message(FATAL_ERROR "unit test case '${name}' is in ${file}, outside tests/unit/<room>/")
  endif()
  set(labels "unit;instrumented;${CMAKE_MATCH_1}")
  if(suite)
    list(APPEND labels "${suite}")
  endif()
  xml_attribute("${element}" skipped skipped)
  set(command ${EMULATOR} ${EXECUTABLE})
  if(skipped STREQUAL "true")
    set(command ${SHARED_DATA} ${command} --no-skip)
  endif()
  # Each word in brackets: a path may hold spaces, and a name semicolons (so the name is never
  # a CMake list item). doctest reads a comma in --test-case as a separator between filters.
  set(words "")
  foreach(word IN LISTS command)
    string(APPEND words " [==[${word}]==]")
  endforeach()
  string(REPLACE "," "\\," filter "${name}")
  string(APPEND script "add_test([==[${PREFIX}${name}]==]${words} [==[--test-case=${filter}]==])\n"
    "set_tests_properties([==[${PREFIX}${name}]==] PROPERTIES TIMEOUT ${TIMEOUT} SKIP_RETURN_CODE 77 LABELS [==[${labels}]==])\n")
endforeach()
if(script STREQUAL "")
  message(FATAL_ERROR "${EXECUTABLE} listed no test case")
endif()
file(WRITE "${OUTPUT}" "${script}")
