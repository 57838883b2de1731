// The opening every subcommand shares: its command line read against the flags it takes,
// --help and --version answered, and a usage error (one line on stderr, exit 2) for a
// mistake in the command line or anything the subcommand finds wrong with it.
#pragma once

#include <functional>
#include <initializer_list>
#include <span>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "settings/command_line.h"

namespace drawbridge {

struct Subcommand {
  std::string_view name;   // how the user called it: "drawbridge", "drawbridge perft"
  std::string_view usage;  // the usage lines of --help, before the flags
  std::span<const FlagSpec> flags;
};

// A subcommand's flags: those of the settings it takes (the keys `setting_keys` of
// settings/setting_flags.h; all of them when empty), then its own, in order.
std::vector<FlagSpec> subcommand_flags(std::span<const std::string_view> setting_keys,
                                       std::initializer_list<FlagSpec> own);

// What the subcommand does with its command line: the exit status, or an error that is a
// usage error.
using SubcommandBody = std::function<absl::StatusOr<int>(const CommandLine&)>;

// Reads `args` (after the subcommand's name) and runs `body`, unless the line asks for
// --help or --version or is wrong. Returns the exit status.
int run_subcommand(const Subcommand& command, std::span<char* const> args, const SubcommandBody& body);

// A usage error of `command`: the message on stderr with a pointer to --help; returns 2.
int usage_error(std::string_view command, const absl::Status& status);

}  // namespace drawbridge
