# `drawbridge scan`: PGN archives read as streams (plain, gzip, zstd), split into games,
# replayed by the laws on a pool of threads, and reported (JSON lines, fixed PGN, summary).
# Included from the top level (scan/CMakeLists.txt holds the HTML report's library).
find_package(ZLIB REQUIRED)
find_package(PkgConfig REQUIRED)
pkg_check_modules(ZSTD REQUIRED IMPORTED_TARGET libzstd)
set(SCAN_DIR ${CMAKE_CURRENT_LIST_DIR})
add_library(scan_lib STATIC
  ${SCAN_DIR}/byte_source.cpp
  ${SCAN_DIR}/pgn_splitter.cpp
  ${SCAN_DIR}/pgn_game.cpp
  ${SCAN_DIR}/san_reader.cpp
  ${SCAN_DIR}/time_forfeit.cpp
  ${SCAN_DIR}/text_encoding.cpp
  ${SCAN_DIR}/findings.cpp
  ${SCAN_DIR}/judgement.cpp
  ${SCAN_DIR}/game_scan.cpp
  ${SCAN_DIR}/fixed_pgn.cpp
  ${SCAN_DIR}/scan_summary.cpp
  ${SCAN_DIR}/scan_pipeline.cpp)
target_link_libraries(scan_lib PUBLIC adjudicate_lib scan_html rules_draw support Boost::json Threads::Threads
  PRIVATE ZLIB::ZLIB PkgConfig::ZSTD)
