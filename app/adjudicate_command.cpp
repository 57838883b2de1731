// drawbridge adjudicate [--rules EDITION|FILE] [--rules-dir DIR] [--policy P,...] [FILE...]
// Reads games, one per line, from the files (or stdin, or `-`), and writes one JSON line per
// game to stdout. Exits 1 when any line had an error, after writing every line's result.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/edition_dirs.h"
#include "app/json_line_loop.h"
#include "app/subcommand.h"
#include "app/subcommand_table.h"
#include "app/syzygy_tables.h"
#include "rules/chess_draw/laws.h"
#include "rules/draughts_draw/edition.h"
#include "settings/command_line.h"
#include "settings/setting_flags.h"
#include "verdict/adjudicate_input.h"
#include "verdict/verdict_text.h"

namespace drawbridge {
namespace {

constexpr char kCommand[] = "drawbridge adjudicate";

constexpr char kUsage[] =
    "  drawbridge adjudicate [OPTIONS] [FILE...]\n"
    "  Reads games (START<TAB>UCI MOVES[<TAB>CLAIMS], START `startpos` or a FEN) from the FILEs,\n"
    "  or stdin when none is given or for `-`, and writes one JSON line per game. Under a draughts\n"
    "  edition (--rules draughts-fmjd, draughts-russian) START is `startpos` or an FMJD FEN and the\n"
    "  moves are PDN (32-28 19-23 28x19).";

constexpr std::string_view kKeys[] = {"rules", "rules_dir", "policy", "syzygy", "syzygy_pieces"};

LineAnswer answered(bool read) { return read ? LineAnswer::kRead : LineAnswer::kError; }

absl::StatusOr<int> run(const CommandLine& line) {
  Settings settings;
  SettingOrigins origins;
  if (absl::Status applied = apply_setting_flags(line, settings, origins); !applied.ok()) return applied;
  const std::vector<std::filesystem::path> dirs = edition_search_dirs(settings.rules_dir);
  // A draughts edition: PDN moves replayed by the draughts referee.
  const absl::StatusOr<std::optional<draughts_draw::Edition>> draughts =
      draughts_draw::find_edition(settings.rules, dirs);
  if (draughts.ok() && *draughts) {
    const absl::StatusOr<draw::Policy> policy = draw::policy_from_names(settings.policy);
    if (!policy.ok()) return policy.status();
    return run_json_line_loop(kCommand, line.positional, [&](std::string_view text, int number, JsonText& out) {
      if (!is_game_line(text)) return LineAnswer::kNone;
      return answered(write_adjudicated_draughts_game(text, number, **draughts, *policy, out));
    });
  }
  const absl::StatusOr<draw::Laws> laws = draw::load_laws(settings.rules, settings.policy, dirs);
  if (!laws.ok()) return laws.status();
  const absl::StatusOr<std::shared_ptr<const tb::Tablebase>> tables = open_syzygy_tables(settings, kCommand);
  if (!tables.ok()) return tables.status();
  std::optional<draw::Referee> referee;  // one for every game, restarted for each
  return run_json_line_loop(kCommand, line.positional, [&](std::string_view text, int number, JsonText& out) {
    if (!is_game_line(text)) return LineAnswer::kNone;
    return answered(write_adjudicated_game(text, number, laws->edition, laws->policy, referee, out, tables->get()));
  });
}

}  // namespace

int run_adjudicate_command(std::span<char* const> args) {
  const std::vector<FlagSpec> flags = setting_flags(kKeys);
  return run_subcommand({kCommand, kUsage, flags}, args, run);
}

}  // namespace drawbridge
