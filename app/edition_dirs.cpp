#include "app/edition_dirs.h"

#include "platform/file_path.h"
#include "platform/program_start.h"
#include "settings/setting_flags.h"

namespace drawbridge {

std::vector<std::filesystem::path> edition_search_dirs(std::string_view rules_dir) {
  std::vector<std::filesystem::path> dirs;
  if (!rules_dir.empty()) dirs.push_back(file_path(rules_dir));
  if (const std::filesystem::path exe_dir = executable_path().parent_path(); !exe_dir.empty()) {
    dirs.push_back((exe_dir / ".." / "share" / "drawbridge" / "rules").lexically_normal());
    // The Windows zip keeps share\ beside drawbridge.exe.
    dirs.push_back(exe_dir / "share" / "drawbridge" / "rules");
  }
  return dirs;
}

absl::StatusOr<draw::Laws> laws_of_flags(const CommandLine& line) {
  Settings settings;
  SettingOrigins origins;
  if (absl::Status applied = apply_setting_flags(line, settings, origins); !applied.ok()) return applied;
  return draw::load_laws(settings.rules, settings.policy, edition_search_dirs(settings.rules_dir));
}

}  // namespace drawbridge
