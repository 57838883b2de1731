#include "app/edition_dirs.h"

#include <system_error>

namespace drawbridge {
namespace {

std::filesystem::path executable_dir() {
  std::error_code ec;
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::filesystem::path() : exe.parent_path();
}

}  // namespace

std::vector<std::filesystem::path> edition_search_dirs(std::string_view rules_dir) {
  std::vector<std::filesystem::path> dirs;
  if (!rules_dir.empty()) dirs.emplace_back(rules_dir);
  if (const std::filesystem::path exe_dir = executable_dir(); !exe_dir.empty()) {
    dirs.push_back((exe_dir / ".." / "share" / "drawbridge" / "rules").lexically_normal());
  }
  return dirs;
}

}  // namespace drawbridge
