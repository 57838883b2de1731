#include "app/edition_locator.h"

#include <system_error>

#include "absl/flags/flag.h"
#include "app/rules_flags.h"

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
    dirs.push_back((exe_dir / ".." / "configs" / "rules").lexically_normal());
  }
  dirs.push_back(std::filesystem::path(DRAWBRIDGE_SOURCE_DIR) / "configs" / "rules");
  return dirs;
}

absl::StatusOr<draw::Edition> edition_from_flags() {
  return draw::find_edition(absl::GetFlag(FLAGS_rules), edition_search_dirs(absl::GetFlag(FLAGS_rules_dir)));
}

absl::StatusOr<draw::Policy> policy_from_flags() {
  draw::Policy policy;
  for (const std::string& name : absl::GetFlag(FLAGS_policy)) {
    if (absl::Status added = draw::add_policy(name, policy); !added.ok()) return added;
  }
  return policy;
}

}  // namespace drawbridge
