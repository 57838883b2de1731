// The command line of each subcommand, read against a list of the flags it takes. Flags are
// written `--name=value`, `--name value` or `-name ...`, with dashes or underscores in the
// name; a switch takes no value. `--` ends the flags: what follows is positional as it is.
// Every mistake is an error naming the flag and what it accepts; the caller exits 2.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"

namespace drawbridge {

struct FlagSpec {
  std::string name;        // with underscores
  std::string value_name;  // empty: a switch
  std::string help;
  std::string default_text;  // empty: no default worth printing
};

struct CommandLine {
  std::vector<std::pair<std::string, std::string>> flags;  // name (underscores) and value, in order
  std::vector<std::string> positional;
  bool help = false;     // --help or -h
  bool version = false;  // --version
};

// `args` excludes the program and subcommand names. A word after `--`, and a word that is a
// negative number, is positional.
absl::StatusOr<CommandLine> parse_command_line(std::span<char* const> args, std::span<const FlagSpec> specs);

// The --help text: the usage lines, then one entry per flag with its help and default.
std::string usage_text(std::string_view usage, std::span<const FlagSpec> specs);

// The last value given for `name`, if any.
const std::string* last_value(const CommandLine& line, std::string_view name);

}  // namespace drawbridge
