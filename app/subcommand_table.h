// The subcommands of the drawbridge executable, in one table: main dispatches by it, the relay's
// --help lists it, and the man page's test reads that list. Each subcommand takes the arguments
// after its name and returns the process exit status: 0 done, 1 done with errors in the input,
// 2 a usage error (one line on stderr naming the flag and what it accepts), 127 the engine
// cannot start.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace drawbridge {

int run_relay(std::span<char* const> args);
int run_adjudicate_command(std::span<char* const> args);
int run_scan_command(std::span<char* const> args);
int run_watch_command(std::span<char* const> args);
int run_perft_command(std::span<char* const> args);
int run_dead_command(std::span<char* const> args);
int run_dxp_command(std::span<char* const> args);

struct SubcommandEntry {
  std::string_view word;      // the first argument that chooses it; empty for the relay
  std::string_view synopsis;  // as --help shows it: "drawbridge scan [OPTIONS] [FILE...]"
  std::string_view summary;   // what it does, in a few words
  int (*run)(std::span<char* const> args);
};

// Every subcommand, the relay first.
std::span<const SubcommandEntry> subcommand_table();

// The subcommand that `args` (the arguments after the program's name) choose: the one named by
// the first argument, or the relay.
const SubcommandEntry& choose_subcommand(std::span<char* const> args);

// The usage lines of the relay's --help: one line a subcommand, synopses in one column.
std::string subcommand_usage_lines();

}  // namespace drawbridge
