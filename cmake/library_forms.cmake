# Debian's other libraries, by the names their own CMake files and pkg-config give them
# (Boost::json, Boost::filesystem, OpenSSL::SSL, OpenSSL::Crypto, ZLIB::ZLIB, zstd::zstd,
# ncurses::ncurses, tomlplusplus::tomlplusplus), each a target that chooses Debian's form by its
# consumer, as absl:: does (cmake/abseil.cmake): an executable links the static archives, a shared
# library or a module (libdrawbridge.so, the Python module) the shared ones. Each shared library
# bound at start costs `drawbridge --help` the lookups of its symbols and the pages its
# relocations write (bench/README.md, start time). No binary may hold both forms:
# tests/repo/one_library_form.py checks every one the build tree holds. Windows links its own
# (cmake/windows.cmake).
find_package(Threads REQUIRED)

# `name` links the items after STATIC into an executable and those after SHARED into anything
# else. In a usage requirement, TARGET_PROPERTY without a target is the consumer's: the
# executable or library being linked, not the static room library between them.
function(drawbridge_library_forms name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "STATIC;SHARED")
  set(executable "$<STREQUAL:$<TARGET_PROPERTY:TYPE>,EXECUTABLE>")
  set(links "")
  foreach(item IN LISTS arg_STATIC)
    list(APPEND links "$<${executable}:${item}>")
  endforeach()
  foreach(item IN LISTS arg_SHARED)
    list(APPEND links "$<$<NOT:${executable}>:${item}>")
  endforeach()
  add_library(${name} INTERFACE IMPORTED GLOBAL)
  set_target_properties(${name} PROPERTIES INTERFACE_LINK_LIBRARIES "${links}")
endfunction()

# Each library's two files, by their full names: lib<name>.a and lib<name>.so.
foreach(library boost_json boost_container boost_filesystem boost_atomic ssl crypto z zstd ncurses tinfo)
  find_library(DRAWBRIDGE_${library}_ARCHIVE NAMES lib${library}.a REQUIRED)
  find_library(DRAWBRIDGE_${library}_SHARED NAMES lib${library}.so REQUIRED)
endforeach()
# Boost's headers (JSON, Filesystem, Asio, Beast), from Debian's Boost CMake files.
find_package(Boost 1.81 CONFIG REQUIRED COMPONENTS headers)

drawbridge_library_forms(Boost::json
  STATIC Boost::headers ${DRAWBRIDGE_boost_json_ARCHIVE} ${DRAWBRIDGE_boost_container_ARCHIVE}
  SHARED Boost::headers ${DRAWBRIDGE_boost_json_SHARED})
drawbridge_library_forms(Boost::filesystem
  STATIC Boost::headers ${DRAWBRIDGE_boost_filesystem_ARCHIVE} ${DRAWBRIDGE_boost_atomic_ARCHIVE}
  SHARED Boost::headers ${DRAWBRIDGE_boost_filesystem_SHARED})
# OpenSSL's libcrypto.a loads its engines and providers with dlopen and takes locks.
drawbridge_library_forms(OpenSSL::Crypto
  STATIC ${DRAWBRIDGE_crypto_ARCHIVE} ${CMAKE_DL_LIBS} Threads::Threads
  SHARED ${DRAWBRIDGE_crypto_SHARED})
drawbridge_library_forms(OpenSSL::SSL
  STATIC ${DRAWBRIDGE_ssl_ARCHIVE} OpenSSL::Crypto
  SHARED ${DRAWBRIDGE_ssl_SHARED} OpenSSL::Crypto)
drawbridge_library_forms(ZLIB::ZLIB STATIC ${DRAWBRIDGE_z_ARCHIVE} SHARED ${DRAWBRIDGE_z_SHARED})
drawbridge_library_forms(zstd::zstd STATIC ${DRAWBRIDGE_zstd_ARCHIVE} SHARED ${DRAWBRIDGE_zstd_SHARED})
drawbridge_library_forms(ncurses::ncurses
  STATIC ${DRAWBRIDGE_ncurses_ARCHIVE} ${DRAWBRIDGE_tinfo_ARCHIVE}
  SHARED ${DRAWBRIDGE_ncurses_SHARED} ${DRAWBRIDGE_tinfo_SHARED})
# Debian ships toml++ as a shared library only, but its headers compile the same functions into
# a program (cmake/toml_implementation.cpp), with the definitions Debian's own CMake file gives.
set(toml_definitions TOML_HEADER_ONLY=0 TOML_SHARED_LIB=1)
find_library(DRAWBRIDGE_tomlplusplus_SHARED NAMES libtomlplusplus.so REQUIRED)
add_library(toml_implementation STATIC ${CMAKE_CURRENT_LIST_DIR}/toml_implementation.cpp)
target_compile_definitions(toml_implementation PRIVATE ${toml_definitions})
target_compile_features(toml_implementation PUBLIC cxx_std_17)
# toml++ 3.3.0 marks the end of its test for whitespace beyond ASCII unreachable, which a letter
# such as U+00FC reaches (marzer/tomlplusplus#190 and #295, mended upstream by returning false).
# The compiler makes it return false, as settings_test checks; the sanitizers' check of that
# one mark is left to upstream, as it was while the sanitizer builds bound Debian's library.
if(DRAWBRIDGE_SANITIZE OR DRAWBRIDGE_FUZZ)
  target_compile_options(toml_implementation PRIVATE -fno-sanitize=unreachable)
endif()
drawbridge_library_forms(tomlplusplus::tomlplusplus
  STATIC toml_implementation
  SHARED ${DRAWBRIDGE_tomlplusplus_SHARED})
set_target_properties(tomlplusplus::tomlplusplus PROPERTIES INTERFACE_COMPILE_DEFINITIONS "${toml_definitions}")
