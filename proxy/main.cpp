#include <string_view>

#include "proxy/commands.h"

// drawbridge perft ... | drawbridge adjudicate ... | drawbridge [OPTIONS] -- ENGINE [ARGS...]
int main(int argc, char** argv) {
  if (argc >= 2) {
    const std::string_view sub = argv[1];
    argv[1] = argv[0];  // the subcommand parses its own flags from argv[1..]
    if (sub == "perft") return drawbridge::run_perft_command(argc - 1, argv + 1);
    if (sub == "adjudicate") return drawbridge::run_adjudicate_command(argc - 1, argv + 1);
    argv[1] = const_cast<char*>(sub.data());
  }
  return drawbridge::run_relay(argc, argv);
}
