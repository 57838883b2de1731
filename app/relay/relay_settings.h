// The relay's command line, `drawbridge [OPTIONS] -- ENGINE [ARGS...]`: the engine and one
// Settings value, read as every subcommand reads its settings (settings/setting_flags.h), with
// the engine file beside the program under the flags when no engine is given.
#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "settings/command_line.h"
#include "settings/setting_origins.h"
#include "settings/settings.h"

namespace drawbridge {

struct RelayCommand {
  Settings settings;
  SettingOrigins origins;
  std::vector<std::string> engine_command;
};

// The relay's command line, read against setting_flags(). One without an engine takes it from
// the file beside the program (engine_file.h); FailedPrecondition when there is none or it is
// bad, InvalidArgument for a bad setting.
absl::StatusOr<RelayCommand> read_relay_command(const CommandLine& line);

}  // namespace drawbridge
