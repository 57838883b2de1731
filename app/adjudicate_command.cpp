// drawbridge adjudicate [--rules EDITION|FILE] [--rules-dir DIR] [--policy P,...] [FILE...]
// Reads games, one per line, from the files (or stdin, or `-`), and writes one JSON line per
// game to stdout. Exits 1 when any line had an error, after writing every line's result.
#include <optional>
#include <string>
#include <vector>

#include "app/command_line.h"
#include "app/edition_dirs.h"
#include "app/json_line_loop.h"
#include "app/relay/relay_settings.h"
#include "app/subcommand.h"
#include "app/subcommand_table.h"
#include "rules/draw/laws.h"
#include "verdict/adjudicate_game.h"
#include "verdict/adjudicate_input.h"

namespace drawbridge {
namespace {

constexpr char kCommand[] = "drawbridge adjudicate";

constexpr char kUsage[] =
    "  drawbridge adjudicate [OPTIONS] [FILE...]\n"
    "  Reads games (START<TAB>UCI MOVES[<TAB>CLAIMS], START `startpos` or a FEN) from the FILEs,\n"
    "  or stdin when none is given or for `-`, and writes one JSON line per game.";

constexpr std::string_view kKeys[] = {"rules", "rules_dir", "policy"};

absl::StatusOr<int> run(const CommandLine& line) {
  const absl::StatusOr<draw::Laws> laws = laws_of_flags(line);
  if (!laws.ok()) return laws.status();
  std::optional<draw::Referee> referee;  // one for every game, restarted for each
  return run_json_line_loop(kCommand, line.positional,
                            [&](std::string_view text, int number) -> std::optional<boost::json::object> {
                              if (!is_game_line(text)) return std::nullopt;
                              return adjudicate_game(text, number, laws->edition, laws->policy, referee);
                            });
}

}  // namespace

int run_adjudicate_command(std::span<char* const> args) {
  const std::vector<FlagSpec> flags = setting_flags(kKeys);
  return run_subcommand({kCommand, kUsage, flags}, args, run);
}

}  // namespace drawbridge
