#include <span>
#include <string_view>

#include "app/commands.h"

// drawbridge perft ... | drawbridge adjudicate ... | drawbridge scan ... | drawbridge [OPTIONS] -- ENGINE [ARGS...]
int main(int argc, char** argv) {
  const std::span<char* const> args(argv + 1, argc - 1);
  if (!args.empty()) {
    const std::string_view sub = args[0];
    if (sub == "perft") return drawbridge::run_perft_command(args.subspan(1));
    if (sub == "adjudicate") return drawbridge::run_adjudicate_command(args.subspan(1));
    if (sub == "dead") return drawbridge::run_dead_command(args.subspan(1));
    if (sub == "scan") return drawbridge::run_scan_command(args.subspan(1));
  }
  return drawbridge::run_relay(args);
}
