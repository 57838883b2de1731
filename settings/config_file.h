// The --config file: TOML with the keys of the settings table (dashes or underscores), read
// once. Its values go under the command line's flags, which go under `setoption`.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "settings/setting_origins.h"
#include "settings/settings.h"

namespace drawbridge {

// Applies the file's settings; `source` names it in errors, which give the line and the key.
// `own_keys` are the caller's to read (the engine file's `engine`), not settings.
absl::Status apply_config_text(std::string_view toml_text, std::string_view source, Settings& settings,
                               SettingOrigins& origins, std::span<const std::string_view> own_keys = {});

// Reads and applies the file at `path`; a file that cannot be read says why.
absl::Status apply_config_file(const std::string& path, Settings& settings, SettingOrigins& origins);

}  // namespace drawbridge
