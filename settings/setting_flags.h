// The settings as every subcommand's flags: the table's flags for its command line and --help,
// and a parsed command line applied to one Settings value: defaults, then the --config file,
// then the flags in order.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "settings/command_line.h"
#include "settings/setting_origins.h"
#include "settings/settings.h"

namespace drawbridge {

// The flags of the settings table (or the subset whose keys are in `keys`, when not empty).
std::vector<FlagSpec> setting_flags(std::span<const std::string_view> keys = {});

// Applies the flags of a parsed command line that name settings, after the --config file.
absl::Status apply_setting_flags(const CommandLine& line, Settings& settings, SettingOrigins& origins);

}  // namespace drawbridge
