#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "app/commands.h"
#include "platform/program_start.h"

// drawbridge perft ... | drawbridge adjudicate ... | drawbridge scan ... | drawbridge [OPTIONS] -- ENGINE [ARGS...]
int main(int argc, char** argv) {
  // In UTF-8 on every platform (Windows gives its command line in UTF-16).
  std::vector<std::string> words = drawbridge::start_program(argc, argv);
  std::vector<char*> pointers;
  for (std::string& word : words) pointers.push_back(word.data());
  const std::span<char* const> args = std::span<char* const>(pointers).subspan(pointers.empty() ? 0 : 1);
  if (!args.empty()) {
    const std::string_view sub = args[0];
    if (sub == "perft") return drawbridge::run_perft_command(args.subspan(1));
    if (sub == "adjudicate") return drawbridge::run_adjudicate_command(args.subspan(1));
    if (sub == "dead") return drawbridge::run_dead_command(args.subspan(1));
    if (sub == "scan") return drawbridge::run_scan_command(args.subspan(1));
  }
  return drawbridge::run_relay(args);
}
