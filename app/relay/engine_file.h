// The engine named in a file beside the program, for GUIs that cannot pass arguments to an
// engine (Fritz/ChessBase): started with no engine command, drawbridge reads `<its own
// name>.toml` beside its executable (sf-drawbridge.exe reads sf-drawbridge.toml, and so does
// a link named sf-drawbridge), then `drawbridge.toml`. The file holds
// `engine = ["C:\\Engines\\stockfish.exe", "arg", ...]` and any key of --config.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "settings/setting_origins.h"
#include "settings/settings.h"

namespace drawbridge {

// The files looked for, in order, beside the executable `invoked` (as it was started).
std::vector<std::filesystem::path> engine_file_candidates(const std::filesystem::path& invoked);

// Applies the settings of the engine file `path` and returns its engine command.
absl::StatusOr<std::vector<std::string>> apply_engine_file(const std::filesystem::path& path, Settings& settings,
                                                           SettingOrigins& origins);

}  // namespace drawbridge
