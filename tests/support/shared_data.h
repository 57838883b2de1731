// The third-party test data outside the repository (tests/data/README.md): a file of it, in the
// folder the environment variable DRAWBRIDGE_SHARED_DATA names (ctest's shared-data entries set
// it), else, in a benchmark, in the one CMake configured (the macro of the same name).
#pragma once

#include <cstdlib>
#include <string>
#include <string_view>

namespace drawbridge::testing {

inline std::string shared_data_file(std::string_view name) {
  const char* folder = std::getenv("DRAWBRIDGE_SHARED_DATA");
#ifdef DRAWBRIDGE_SHARED_DATA
  if (folder == nullptr || *folder == '\0') folder = DRAWBRIDGE_SHARED_DATA;
#endif
  return std::string(folder ? folder : ".") + "/" + std::string(name);
}

}  // namespace drawbridge::testing
