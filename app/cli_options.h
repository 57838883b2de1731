// drawbridge's relay settings: command-line flags (Abseil) and an optional TOML file with
// the same keys (`--config FILE`). A flag given on the command line wins over the file;
// the built-in default applies when neither names a setting.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace drawbridge {

// Settings as one source (the command line or a config file) states them.
struct StatedSettings {
  std::optional<std::string> log;
  std::optional<std::int64_t> quit_grace_ms;
};

struct RelayOptions {
  std::vector<std::string> engine_command;
  std::optional<std::string> log_path;
  std::chrono::milliseconds quit_grace{1000};
};

// Reads a config file's text; `source` names the file in error messages, which give the
// line and the key of an unknown key or a value of the wrong type.
absl::StatusOr<StatedSettings> parse_config(std::string_view toml_text, std::string_view source);
absl::StatusOr<StatedSettings> read_config_file(const std::string& path);

// Settings from the flags, then the file, then the defaults.
absl::StatusOr<RelayOptions> combine_settings(const StatedSettings& flags, const StatedSettings& file,
                                             std::vector<std::string> engine_command);

// Parses argv (handling --help and --version, which exit) into the relay's options.
absl::StatusOr<RelayOptions> parse_relay_command_line(int argc, char** argv);

}  // namespace drawbridge
