#include "app/relay/relay_settings.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "app/relay/config_file.h"
#include "app/relay/engine_file.h"
#include "platform/program_start.h"
#include "proxy/settings/setting_table.h"

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

namespace {

// The engine and its settings from the file beside the program (see engine_file.h).
absl::Status use_engine_file(RelayCommand& command) {
  for (const std::filesystem::path& file : engine_file_candidates(invoked_path())) {
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) continue;
    absl::StatusOr<std::vector<std::string>> engine = apply_engine_file(file, command.settings, command.origins);
    if (!engine.ok()) return absl::FailedPreconditionError(engine.status().message());
    command.engine_command = std::move(*engine);
    return absl::OkStatus();
  }
  return absl::FailedPreconditionError("no engine given: drawbridge [OPTIONS] -- ENGINE [ARGS...]");
}

}  // namespace

absl::StatusOr<RelayCommand> read_relay_command(const CommandLine& line) {
  RelayCommand command;
  command.engine_command = line.positional;
  // The file's settings go under the command line's.
  if (command.engine_command.empty()) {
    if (absl::Status found = use_engine_file(command); !found.ok()) return found;
  }
  if (absl::Status applied = apply_setting_flags(line, command.settings, command.origins); !applied.ok()) {
    return applied;
  }
  return command;
}

}  // namespace drawbridge
