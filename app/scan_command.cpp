// drawbridge scan [--rules EDITION|FILE] [--threads N] [--html FILE] [--fixed FILE] [--quiet]
// [FILE...]: audits PGN archives by the laws; one JSON line per game on stdout, in input order.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "app/edition_dirs.h"
#include "app/subcommand.h"
#include "app/subcommand_table.h"
#include "app/syzygy_tables.h"
#include "platform/file_path.h"
#include "rules/chess_draw/laws.h"
#include "rules/draughts_draw/edition.h"
#include "rules/draughts_draw/pdn_game_type.h"
#include "scan/html_report.h"
#include "scan/scan_pipeline.h"
#include "scan/scan_summary.h"
#include "settings/command_line.h"
#include "settings/setting_flags.h"
#include "support/absl_view.h"

namespace drawbridge {
namespace {

constexpr char kCommand[] = "drawbridge scan";

constexpr char kUsage[] =
    "  drawbridge scan [OPTIONS] [FILE...]\n"
    "  Reads PGN games (plain, gzip or zstd, told apart by content) from the FILEs, or stdin when none\n"
    "  is given or for `-`, replays them by the laws and writes one JSON line per game, in input order:\n"
    "  its place, tags, the verdict fields of `drawbridge adjudicate` and the findings. A summary goes to\n"
    "  stderr. Exit 0 when the scan finished, 1 when some games had errors, 2 for usage or unreadable files.\n"
    "  Draughts (PDN): without --rules each game's GameType chooses its edition (20 draughts-fmjd, 25\n"
    "  draughts-russian; none or 0 is chess); a --rules its GameType contradicts is an error on that game.";

constexpr std::string_view kKeys[] = {"rules", "rules_dir", "policy", "syzygy", "syzygy_pieces"};

// The --html page shows at most this many games (the first, in input order), so that memory
// stays bounded on a whole archive; the counts cover every game.
constexpr std::size_t kMaxReportedGames = 1000;

std::vector<FlagSpec> scan_flags() {
  return subcommand_flags(
      kKeys, {{"threads", "N", "games are scanned on N threads; the output is the same for any N", "all cores"},
              {"fixed", "FILE",
               "writes the games to FILE as PGN, each cut at its lawful end, with Result and "
               "Termination set by the laws; games without findings are copied unchanged",
               ""},
              {"html", "FILE",
               "writes a self-contained HTML report to FILE: the counts, and the first 1000 games whose record "
               "the laws contradict, each finding with its board",
               ""},
              {"quiet", "", "no progress bar and no summary on stderr", ""}});
}

struct ScanCommand {
  scan::ScanRules rules;
  scan::PipelineOptions pipeline;
  std::string fixed_path, html_path;
  bool quiet = false;
  std::vector<std::string> files;
};

// The laws of the flags: --rules's edition for every game when given, else each game's
// GameType's; the editions that name a GameType in either case, to tell a contradiction.
absl::StatusOr<scan::ScanRules> read_scan_rules(const CommandLine& line) {
  Settings settings;
  SettingOrigins origins;
  if (absl::Status applied = apply_setting_flags(line, settings, origins); !applied.ok()) return applied;
  const std::vector<std::filesystem::path> dirs = edition_search_dirs(settings.rules_dir);
  scan::ScanRules rules;
  rules.chosen = origins.contains("rules");
  absl::StatusOr<std::vector<draughts_draw::Edition>> by_game_type = draughts_draw::editions_by_game_type(dirs);
  if (!by_game_type.ok()) return by_game_type.status();
  rules.by_game_type = *std::move(by_game_type);
  absl::StatusOr<std::optional<draughts_draw::Edition>> draughts = draughts_draw::find_edition(settings.rules, dirs);
  if (draughts.ok() && *draughts) {
    rules.draughts = **std::move(draughts);
    absl::StatusOr<draw::Policy> policy = draw::policy_from_names(settings.policy);
    if (!policy.ok()) return policy.status();
    rules.policy = *policy;
    return rules;
  }
  absl::StatusOr<draw::Laws> laws = draw::load_laws(settings.rules, settings.policy, dirs);
  if (!laws.ok()) return laws.status();
  rules.chess = *std::move(laws);
  rules.policy = rules.chess.policy;
  absl::StatusOr<std::shared_ptr<const tb::Tablebase>> tables = open_syzygy_tables(settings, kCommand);
  if (!tables.ok()) return tables.status();
  rules.tables = *std::move(tables);
  return rules;
}

absl::StatusOr<ScanCommand> read_scan_command(const CommandLine& line) {
  ScanCommand command;
  absl::StatusOr<scan::ScanRules> rules = read_scan_rules(line);
  if (!rules.ok()) return rules.status();
  command.rules = *std::move(rules);
  command.pipeline.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  if (const std::string* threads = last_value(line, "threads")) {
    int n = 0;
    if (!absl::SimpleAtoi(*threads, &n) || n < 1 || n > 256) {
      return absl::InvalidArgumentError(absl::StrCat("--threads: '", *threads, "' is not a number from 1 to 256"));
    }
    command.pipeline.threads = n;
  }
  if (const std::string* fixed = last_value(line, "fixed")) command.fixed_path = *fixed;
  if (const std::string* html = last_value(line, "html")) command.html_path = *html;
  command.quiet = last_value(line, "quiet") != nullptr;
  command.pipeline.scan.fixed = !command.fixed_path.empty();
  command.pipeline.scan.report = !command.html_path.empty();
  command.files = line.positional.empty() ? std::vector<std::string>{"-"} : line.positional;
  return command;
}

absl::StatusOr<UniqueFile> open_output(const std::string& path, std::string_view flag) {
  if (path.empty()) return UniqueFile();
  UniqueFile file = open_file(file_path(path), "wb");
  if (!file) return absl::InvalidArgumentError(absl::StrCat("--", av(flag), ": cannot write ", path));
  return file;
}

scan::ScanTotals totals_of(const scan::ScanCounts& counts, double seconds) {
  scan::ScanTotals totals;
  totals.games = counts.games;
  totals.plies = counts.plies;
  totals.errors = counts.errors;
  totals.skipped = counts.skipped;
  totals.seconds = seconds;
  for (std::size_t i = 0; i < scan::kRules.size(); ++i) {
    if (scan::is_draughts_rule(scan::kRules[i]) && counts.endings[i] == 0) continue;
    totals.per_rule.emplace_back(std::string(draw::rule_name(scan::kRules[i])), counts.endings[i]);
  }
  for (std::size_t i = 0; i < kFindingKinds.size(); ++i) {
    totals.per_finding.emplace_back(std::string(finding_kind_name(kFindingKinds[i])), counts.findings[i]);
  }
  return totals;
}

absl::StatusOr<int> run(const CommandLine& line) {
  absl::StatusOr<ScanCommand> command = read_scan_command(line);
  if (!command.ok()) return command.status();
  std::vector<scan::ScanInput> inputs;
  for (const std::string& file : command->files) {
    absl::StatusOr<std::unique_ptr<pgn::ByteSource>> source = pgn::open_byte_source(file);
    if (!source.ok()) return source.status();
    inputs.push_back({file, *std::move(source)});
  }
  absl::StatusOr<UniqueFile> fixed = open_output(command->fixed_path, "fixed");
  if (!fixed.ok()) return fixed.status();
  absl::StatusOr<UniqueFile> html = open_output(command->html_path, "html");
  if (!html.ok()) return html.status();

  const auto start = std::chrono::steady_clock::now();
  scan::ProgressBar bar(stderr, !command->quiet && isatty(STDERR_FILENO));
  scan::ScanCounts counts;
  std::vector<scan::ReportedGame> reported;
  bool write_failed = false;
  const absl::Status scanned = scan::run_scan(
      inputs, command->rules, command->pipeline,
      [&](scan::ScanOutput& out) {
        write_failed |= std::fwrite(out.json.data(), 1, out.json.size(), stdout) != out.json.size();
        if (*fixed)
          write_failed |= std::fwrite(out.fixed.data(), 1, out.fixed.size(), fixed->get()) != out.fixed.size();
        counts.add(out.counts);
        for (scan::ReportedGame& game : out.reported) {
          if (reported.size() < kMaxReportedGames) reported.push_back(std::move(game));
        }
      },
      [&](const scan::Progress& progress) { bar.update(progress); });
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  bar.finish();
  if (*html) {
    const std::string page = scan::render_html_report(totals_of(counts, seconds), reported);
    write_failed |= std::fwrite(page.data(), 1, page.size(), html->get()) != page.size();
  }
  if (*fixed) write_failed |= std::fflush(fixed->get()) != 0;
  if (*html) write_failed |= std::fflush(html->get()) != 0;
  write_failed |= std::fflush(stdout) != 0;
  if (!command->quiet) std::fputs(scan::summary_text(counts, seconds).c_str(), stderr);
  if (!scanned.ok()) {
    std::fprintf(stderr, "%s: %s\n", kCommand, std::string(scanned.message()).c_str());
    return 2;
  }
  if (write_failed) {
    std::fprintf(stderr, "%s: cannot write the output\n", kCommand);
    return 2;
  }
  return counts.errors > 0 ? 1 : 0;
}

}  // namespace

int run_scan_command(std::span<char* const> args) {
  const std::vector<FlagSpec> flags = scan_flags();
  return run_subcommand({kCommand, kUsage, flags}, args, run);
}

}  // namespace drawbridge
