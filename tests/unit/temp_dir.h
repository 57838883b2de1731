// A folder of its own under the system's temporary folder for one test case, removed with it.
#pragma once

#include <filesystem>
#include <random>
#include <string>
#include <system_error>

namespace drawbridge::testing {

class TempDir {
 public:
  TempDir()
      : path_(std::filesystem::temp_directory_path() / ("drawbridge_test_" + std::to_string(std::random_device{}()))) {
    std::filesystem::create_directories(path_);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  std::filesystem::path operator/(const char* name) const { return path_ / name; }

 private:
  std::filesystem::path path_;
};

}  // namespace drawbridge::testing
