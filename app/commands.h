// The subcommands of the drawbridge executable. Each takes the arguments after its name
// (argv[0] is the program name) and returns the process exit status.
#pragma once

namespace drawbridge {

int run_relay(int argc, char** argv);             // drawbridge [OPTIONS] -- ENGINE [ARGS...]
int run_perft_command(int argc, char** argv);     // drawbridge perft [--fen F] [--chess960] [--divide] DEPTH
int run_adjudicate_command(int argc, char** argv);  // drawbridge adjudicate [--rules R] [--policy P]

}  // namespace drawbridge
