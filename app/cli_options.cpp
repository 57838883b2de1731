#include "app/cli_options.h"

#include <fstream>
#include <sstream>

#include <toml++/toml.h>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/flags/usage.h"
#include "absl/flags/usage_config.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/match.h"
#include "proxy/session/session_settings.h"

ABSL_FLAG(std::optional<std::string>, config, std::nullopt,
          "TOML file with the same settings as these flags (flags win over the file)");
ABSL_FLAG(std::optional<std::string>, log, std::nullopt,
          "append a transcript of all traffic, with microsecond timestamps, to this file");
ABSL_FLAG(std::optional<std::int64_t>, quit_grace_ms, std::nullopt,
          "milliseconds the engine gets to exit after `quit` before it is terminated "
          "(default 1000)");

namespace drawbridge {
namespace {

constexpr std::int64_t kDefaultQuitGraceMs = 1000;

constexpr char kUsage[] =
    "drawbridge [OPTIONS] -- ENGINE [ARGS...]\n"
    "  Runs the UCI engine ENGINE with ARGS and relays between it and the GUI on stdin/stdout.\n"
    "Other forms:\n"
    "  drawbridge perft [--fen F] [--chess960] [--divide] DEPTH\n"
    "  drawbridge adjudicate [--rules R] [--policy P]";

// Debian's Abseil has its own string_view, which StrCat takes but std::string_view is not.
absl::string_view av(std::string_view text) { return {text.data(), text.size()}; }

std::string where(std::string_view source, const toml::node& node) {
  return absl::StrCat(av(source), ":", node.source().begin.line);
}

absl::Status wrong_type(std::string_view source, const toml::node& node, std::string_view key,
                        std::string_view expected) {
  return absl::InvalidArgumentError(
      absl::StrCat(where(source, node), ": key '", av(key), "' must be ", av(expected)));
}

absl::Status read_setting(std::string_view source, std::string_view key, const toml::node& node,
                          StatedSettings& settings) {
  if (key == "log") {
    const auto* value = node.as_string();
    if (value == nullptr) return wrong_type(source, node, key, "a string");
    settings.log = value->get();
  } else if (key == "quit_grace_ms") {
    const auto* value = node.as_integer();
    if (value == nullptr) return wrong_type(source, node, key, "an integer");
    settings.quit_grace_ms = value->get();
  } else if (is_session_setting(key)) {
    // The session reads its own keys from the same file (session_flags.cpp).
  } else {
    return absl::InvalidArgumentError(absl::StrCat(where(source, node), ": unknown key '", av(key), "'"));
  }
  return absl::OkStatus();
}

void configure_usage() {
  absl::SetProgramUsageMessage(kUsage);
  absl::FlagsUsageConfig config;
  config.contains_help_flags = [](absl::string_view file) {
    return absl::StrContains(file, "proxy/");
  };
  config.version_string = [] { return absl::StrCat("drawbridge ", DRAWBRIDGE_VERSION, "\n"); };
  absl::SetFlagsUsageConfig(config);
}

}  // namespace

absl::StatusOr<StatedSettings> parse_config(std::string_view toml_text, std::string_view source) {
  StatedSettings settings;
  try {
    const toml::table table = toml::parse(toml_text, source);
    for (const auto& [key, node] : table) {
      if (absl::Status s = read_setting(source, key.str(), node, settings); !s.ok()) return s;
    }
  } catch (const toml::parse_error& error) {
    return absl::InvalidArgumentError(absl::StrCat(av(source), ":", error.source().begin.line, ":",
                                                   error.source().begin.column, ": ",
                                                   av(error.description())));
  }
  return settings;
}

absl::StatusOr<StatedSettings> read_config_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return absl::NotFoundError(absl::StrCat("cannot read config file ", path));
  std::ostringstream text;
  text << file.rdbuf();
  return parse_config(text.str(), path);
}

absl::StatusOr<RelayOptions> combine_settings(const StatedSettings& flags, const StatedSettings& file,
                                             std::vector<std::string> engine_command) {
  if (engine_command.empty()) {
    return absl::InvalidArgumentError("no engine given: drawbridge [OPTIONS] -- ENGINE [ARGS...]");
  }
  RelayOptions options;
  options.engine_command = std::move(engine_command);
  options.log_path = flags.log ? flags.log : file.log;
  const std::int64_t grace = flags.quit_grace_ms.value_or(file.quit_grace_ms.value_or(kDefaultQuitGraceMs));
  if (grace < 0) return absl::InvalidArgumentError("quit_grace_ms must not be negative");
  options.quit_grace = std::chrono::milliseconds(grace);
  return options;
}

absl::StatusOr<RelayOptions> parse_relay_command_line(int argc, char** argv) {
  configure_usage();
  const std::vector<char*> positional = absl::ParseCommandLine(argc, argv);
  StatedSettings flags{absl::GetFlag(FLAGS_log), absl::GetFlag(FLAGS_quit_grace_ms)};
  StatedSettings file;
  if (const std::optional<std::string> path = absl::GetFlag(FLAGS_config)) {
    absl::StatusOr<StatedSettings> read = read_config_file(*path);
    if (!read.ok()) return read.status();
    file = *read;
  }
  return combine_settings(flags, file, std::vector<std::string>(positional.begin() + 1, positional.end()));
}

}  // namespace drawbridge
