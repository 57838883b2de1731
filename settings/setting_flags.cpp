#include "settings/setting_flags.h"

#include <algorithm>
#include <string>

#include "absl/strings/str_cat.h"
#include "settings/config_file.h"
#include "settings/setting_table.h"

namespace drawbridge {

std::vector<FlagSpec> setting_flags(std::span<const std::string_view> keys) {
  std::vector<FlagSpec> flags;
  const Settings defaults;
  for (const SettingSpec& spec : setting_table()) {
    if (!keys.empty() && std::find(keys.begin(), keys.end(), spec.key) == keys.end()) continue;
    std::string help(spec.help);
    if (spec.kind == SettingKind::kChoice) absl::StrAppend(&help, "; one of ", accepted_values(spec));
    if (spec.kind == SettingKind::kCount) absl::StrAppend(&help, "; ", accepted_values(spec));
    flags.push_back({std::string(spec.key), std::string(spec.value_name), help, setting_text(spec, defaults)});
  }
  return flags;
}

absl::Status apply_setting_flags(const CommandLine& line, Settings& settings, SettingOrigins& origins) {
  if (const std::string* config = last_value(line, "config")) {
    settings.config = *config;
    if (absl::Status read = apply_config_file(*config, settings, origins); !read.ok()) return read;
  }
  for (const auto& [name, value] : line.flags) {
    const SettingSpec* spec = find_setting(name);
    if (spec == nullptr || spec->key == "config") continue;
    if (absl::Status applied = apply_setting(*spec, value, settings); !applied.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("--", name, ": ", applied.message()));
    }
    origins[name] = absl::StrCat("--", name);
  }
  return absl::OkStatus();
}

}  // namespace drawbridge
