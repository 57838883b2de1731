#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <string_view>
#include <system_error>

#include "platform/program_start.h"

namespace drawbridge {

std::vector<std::string> start_program(int argc, char** argv) { return {argv, argv + argc}; }

std::filesystem::path executable_path() {
  std::error_code ec;
  std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::filesystem::path() : exe;
}

std::filesystem::path invoked_path() {
  std::ifstream cmdline("/proc/self/cmdline", std::ios::binary);
  std::string name;
  if (!std::getline(cmdline, name, '\0') || name.empty()) return {};
  std::error_code ec;
  if (name.find('/') != std::string::npos) return std::filesystem::absolute(name, ec);
  const char* path = std::getenv("PATH");
  std::string_view dirs = path != nullptr ? path : "";
  while (!dirs.empty()) {
    const std::size_t end = std::min(dirs.find(':'), dirs.size());
    const std::filesystem::path candidate = std::filesystem::path(dirs.substr(0, end)) / name;
    if (::access(candidate.c_str(), X_OK) == 0) return std::filesystem::absolute(candidate, ec);
    dirs.remove_prefix(std::min(end + 1, dirs.size()));
  }
  return {};
}

}  // namespace drawbridge
