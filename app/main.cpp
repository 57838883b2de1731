#include <algorithm>
#include <string_view>

#include "app/commands.h"

namespace {

// Abseil flag names use underscores; the documentation and users also write dashes
// (--claim-margin), so the name part of each flag before a bare "--" is rewritten in place.
void accept_dashed_flag_names(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    if (arg == "--") return;
    if (arg.size() < 3 || arg[0] != '-') continue;
    const std::string_view flag = arg.substr(arg[1] == '-' ? 2 : 1);
    char* name = argv[i] + (arg.size() - flag.size());
    std::replace(name, name + std::min(flag.find('='), flag.size()), '-', '_');
  }
}

}  // namespace

// drawbridge perft ... | drawbridge adjudicate ... | drawbridge [OPTIONS] -- ENGINE [ARGS...]
int main(int argc, char** argv) {
  accept_dashed_flag_names(argc, argv);
  if (argc >= 2) {
    const std::string_view sub = argv[1];
    argv[1] = argv[0];  // the subcommand parses its own flags from argv[1..]
    if (sub == "perft") return drawbridge::run_perft_command(argc - 1, argv + 1);
    if (sub == "adjudicate") return drawbridge::run_adjudicate_command(argc - 1, argv + 1);
    argv[1] = const_cast<char*>(sub.data());
  }
  return drawbridge::run_relay(argc, argv);
}
