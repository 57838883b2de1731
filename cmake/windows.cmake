# The Windows build (cross-compiled by scripts/build-windows.sh with cmake/mingw-w64.cmake).
# Debian has no mingw build of Boost's libraries or of toml++: both are used header-only from
# Debian's headers, which the script links into DRAWBRIDGE_WINDOWS_INCLUDE. Abseil is the one
# the script built (absl_DIR). zstd has no Windows build here: `.zst` input is an error.
set(DRAWBRIDGE_WINDOWS_INCLUDE "" CACHE PATH "A folder holding links to Boost's and toml++'s headers")
if(NOT EXISTS "${DRAWBRIDGE_WINDOWS_INCLUDE}/boost/version.hpp")
  message(FATAL_ERROR "DRAWBRIDGE_WINDOWS_INCLUDE must hold boost/ and toml++/ (scripts/build-windows.sh sets it)")
endif()

find_package(absl REQUIRED)
# Files open in binary mode unless told otherwise, as on POSIX: no CRLF translation of PGN,
# TOML or JSON, and no end of file at a Ctrl-Z byte.
find_file(MINGW_BINMODE_OBJECT binmode.o PATHS ${CMAKE_FIND_ROOT_PATH}/lib NO_DEFAULT_PATH REQUIRED)
add_link_options(${MINGW_BINMODE_OBJECT})
find_package(Threads REQUIRED)
find_package(ZLIB REQUIRED)

add_library(boost_headers INTERFACE)
target_include_directories(boost_headers SYSTEM INTERFACE ${DRAWBRIDGE_WINDOWS_INCLUDE})
# Boost.JSON compiled from its headers, in this one translation unit.
add_library(boost_json_header_only STATIC ${PROJECT_SOURCE_DIR}/cmake/windows/boost_json.cpp)
target_link_libraries(boost_json_header_only PUBLIC boost_headers)
add_library(Boost::json ALIAS boost_json_header_only)
add_library(tomlplusplus INTERFACE)
target_include_directories(tomlplusplus SYSTEM INTERFACE ${DRAWBRIDGE_WINDOWS_INCLUDE})
target_compile_definitions(tomlplusplus INTERFACE TOML_HEADER_ONLY=1)
add_library(tomlplusplus::tomlplusplus ALIAS tomlplusplus)

# The manifest asks for the UTF-8 code page (Windows 10 1903 and later) for any narrow name a
# library passes to Windows; the files a user names are opened by their UTF-16 names
# (platform/file_path.h), which needs no code page.
# Windows' loader has no ifunc, which target_clones needs (rules/chess/movegen.cpp).
add_compile_definitions(DRAWBRIDGE_NO_TARGET_CLONES)

enable_language(RC)
set(DRAWBRIDGE_WINDOWS_RESOURCES ${PROJECT_BINARY_DIR}/drawbridge.rc)
file(CONFIGURE OUTPUT ${DRAWBRIDGE_WINDOWS_RESOURCES} CONTENT
  "#include <winuser.h>\nCREATEPROCESS_MANIFEST_RESOURCE_ID RT_MANIFEST \"${PROJECT_SOURCE_DIR}/cmake/windows/drawbridge.manifest\"\n")
