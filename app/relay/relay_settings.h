// The relay's command line, `drawbridge [OPTIONS] -- ENGINE [ARGS...]`, and its --config file,
// read into one Settings value: defaults, then the config file, then the flags in order.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "app/command_line.h"
#include "app/relay/setting_origins.h"
#include "proxy/settings/settings.h"

namespace drawbridge {

struct RelayCommand {
  Settings settings;
  SettingOrigins origins;
  std::vector<std::string> engine_command;
};

// The flags of the settings table (or the subset whose keys are in `keys`, when not empty).
std::vector<FlagSpec> setting_flags(std::span<const std::string_view> keys = {});

// Applies the flags of a parsed command line that name settings, after the --config file.
absl::Status apply_setting_flags(const CommandLine& line, Settings& settings, SettingOrigins& origins);

// The relay's command line, read against setting_flags(). One without an engine takes it from
// the file beside the program (engine_file.h); FailedPrecondition when there is none or it is
// bad, InvalidArgument for a bad setting.
absl::StatusOr<RelayCommand> read_relay_command(const CommandLine& line);

}  // namespace drawbridge
