#include "app/subcommand_table.h"

#include <algorithm>
#include <array>

namespace drawbridge {
namespace {

constexpr std::array kSubcommands{
    SubcommandEntry{"", "drawbridge [OPTIONS] -- ENGINE [ARGS...]",
                    "relay between the GUI (stdin/stdout) and ENGINE (Hub for draughts)", run_relay},
    SubcommandEntry{"adjudicate", "drawbridge adjudicate [OPTIONS] [FILE...]", "rule on games", run_adjudicate_command},
    SubcommandEntry{"scan", "drawbridge scan [OPTIONS] [FILE...]", "audit PGN archives by the laws", run_scan_command},
    SubcommandEntry{"watch", "drawbridge watch [OPTIONS] PATH...", "alerts for an arbiter from live PGN",
                    run_watch_command},
    SubcommandEntry{"perft", "drawbridge perft [OPTIONS] DEPTH", "count legal move paths", run_perft_command},
    SubcommandEntry{"dead", "drawbridge dead [OPTIONS] [FILE...]", "who can still mate, per FEN", run_dead_command},
    SubcommandEntry{"dxp", "drawbridge dxp [OPTIONS]", "referee two DXP draughts engines", run_dxp_command},
};

}  // namespace

std::span<const SubcommandEntry> subcommand_table() { return kSubcommands; }

const SubcommandEntry& choose_subcommand(std::span<char* const> args) {
  if (!args.empty()) {
    for (const SubcommandEntry& entry : kSubcommands) {
      if (!entry.word.empty() && entry.word == args[0]) return entry;
    }
  }
  return kSubcommands.front();
}

std::string subcommand_usage_lines() {
  size_t width = 0;
  for (const SubcommandEntry& entry : kSubcommands) width = std::max(width, entry.synopsis.size());
  std::string lines;
  for (const SubcommandEntry& entry : kSubcommands) {
    if (!lines.empty()) lines += '\n';
    lines.append("  ").append(entry.synopsis).append(width + 2 - entry.synopsis.size(), ' ').append(entry.summary);
    if (!entry.word.empty()) lines.append(" (drawbridge ").append(entry.word).append(" --help)");
  }
  return lines;
}

}  // namespace drawbridge
