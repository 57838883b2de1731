# `tablebase_bench`: the µs of a probe through rules/tablebases (WDL, WDL+DTZ) against a bare
# Fathom call on the same positions in the same run (tb/ beside the shared data). Built where Fathom is, not run.
find_path(FATHOM_INCLUDE_DIR tbprobe.h)
find_library(FATHOM_LIBRARY fathom)
if(FATHOM_INCLUDE_DIR AND FATHOM_LIBRARY AND NOT WIN32)
  add_executable(tablebase_bench ${CMAKE_CURRENT_SOURCE_DIR}/tablebase_bench.cpp)
  target_include_directories(tablebase_bench SYSTEM PRIVATE ${FATHOM_INCLUDE_DIR})
  target_link_libraries(tablebase_bench PRIVATE rules_tablebases ${FATHOM_LIBRARY} Boost::json)
  target_compile_definitions(tablebase_bench PRIVATE DRAWBRIDGE_SHARED_DATA="${DRAWBRIDGE_SHARED_DATA}")
endif()

# `ninja bench_scan_syzygy`: scan --syzygy against the plain scan on the third-party games (not run by ctest).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_custom_target(bench_scan_syzygy
  COMMAND Python3::Interpreter ${CMAKE_CURRENT_SOURCE_DIR}/scan_syzygy_bench.py $<TARGET_FILE:drawbridge>
    ${DRAWBRIDGE_SHARED_DATA}/../tb/syzygy ${DRAWBRIDGE_SHARED_DATA}/games/tcec.pgn ${DRAWBRIDGE_SHARED_DATA}/games/human.pgn
  DEPENDS drawbridge
  USES_TERMINAL
  COMMENT "scan --syzygy against scan")
