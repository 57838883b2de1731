#include "app/relay/relay_settings.h"

#include "app/relay/engine_file.h"
#include "platform/program_start.h"
#include "settings/setting_flags.h"

namespace drawbridge {
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
