// drawbridge adjudicate [--rules EDITION|FILE] [--rules-dir DIR] [--policy P,...] [FILE...]
// Reads games, one per line, from the files (or stdin, or `-`), and writes one JSON line per
// game to stdout. Exits 1 when any line had an error, after writing every line's result.
#include <cstdio>
#include <istream>
#include <string>

#include <boost/json/serialize.hpp>

#include "absl/strings/str_cat.h"
#include "app/command_line.h"
#include "app/commands.h"
#include "app/edition_dirs.h"
#include "app/input_files.h"
#include "app/relay_settings.h"
#include "rules/draw/edition.h"
#include "rules/draw/policy.h"
#include "verdict/adjudicate_game.h"
#include "verdict/adjudicate_input.h"

namespace drawbridge {
namespace {

constexpr char kUsage[] =
    "  drawbridge adjudicate [OPTIONS] [FILE...]\n"
    "  Reads games (START<TAB>UCI MOVES[<TAB>CLAIMS], START `startpos` or a FEN) from the FILEs,\n"
    "  or stdin when none is given or for `-`, and writes one JSON line per game.";

constexpr std::string_view kKeys[] = {"rules", "rules_dir", "policy"};

struct Laws {
  draw::Edition edition;
  draw::Policy policy;
};

absl::StatusOr<Laws> laws_of(const Settings& settings) {
  Laws laws;
  absl::StatusOr<draw::Edition> edition = draw::find_edition(settings.rules, edition_search_dirs(settings.rules_dir));
  if (!edition.ok()) return edition.status();
  laws.edition = *std::move(edition);
  absl::StatusOr<draw::Policy> policy = draw::policy_from_names(settings.policy);
  if (!policy.ok()) return policy.status();
  laws.policy = *policy;
  return laws;
}

// Adjudicates every game line of `in`; returns how many lines had an error.
int adjudicate_stream(std::istream& in, const Laws& laws) {
  int errors = 0;
  std::string line;
  std::string out;
  std::optional<draw::Arbiter> arbiter;  // one for every game of the stream
  for (int number = 1; std::getline(in, line); ++number) {
    if (!is_game_line(line)) continue;
    const boost::json::object verdict = adjudicate_game(line, number, laws.edition, laws.policy, arbiter);
    if (!verdict.at("error").is_null()) ++errors;
    out = boost::json::serialize(verdict);
    out += '\n';
    std::fwrite(out.data(), 1, out.size(), stdout);
  }
  return errors;
}

}  // namespace

int run_adjudicate_command(std::span<char* const> args) {
  const std::vector<FlagSpec> flags = setting_flags(kKeys);
  absl::StatusOr<CommandLine> line = parse_command_line(args, flags);
  if (!line.ok()) return usage_error("drawbridge adjudicate", line.status());
  if (line->help) return print_help(usage_text(kUsage, flags));
  if (line->version) return print_version();
  Settings settings;
  SettingOrigins origins;
  if (absl::Status applied = apply_setting_flags(*line, settings, origins); !applied.ok()) {
    return usage_error("drawbridge adjudicate", applied);
  }
  const absl::StatusOr<Laws> laws = laws_of(settings);
  if (!laws.ok()) return usage_error("drawbridge adjudicate", laws.status());
  std::ios::sync_with_stdio(false);
  int errors = 0;
  const absl::Status read =
      for_each_input(line->positional, [&](std::istream& in) { errors += adjudicate_stream(in, *laws); });
  if (!read.ok()) return usage_error("drawbridge adjudicate", read);
  if (std::fflush(stdout) != 0) return 1;
  if (errors > 0)
    std::fprintf(stderr, "drawbridge adjudicate: %d %s had errors\n", errors, errors == 1 ? "line" : "lines");
  return errors > 0 ? 1 : 0;
}

}  // namespace drawbridge
