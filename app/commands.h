// The subcommands of the drawbridge executable. Each takes the arguments after its name and
// returns the process exit status: 0 done, 1 done with errors in the input, 2 a usage error
// (one line on stderr naming the flag and what it accepts), 127 the engine cannot start.
#pragma once

#include <span>

namespace drawbridge {

int run_relay(std::span<char* const> args);               // drawbridge [OPTIONS] -- ENGINE [ARGS...]
int run_perft_command(std::span<char* const> args);       // drawbridge perft [OPTIONS] DEPTH
int run_adjudicate_command(std::span<char* const> args);  // drawbridge adjudicate [OPTIONS] [FILE...]
int run_dead_command(std::span<char* const> args);        // drawbridge dead [--budget N] [FILE...]
int run_scan_command(std::span<char* const> args);        // drawbridge scan [OPTIONS] [FILE...]

}  // namespace drawbridge
