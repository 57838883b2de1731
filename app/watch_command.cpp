// drawbridge watch [--rules EDITION|FILE] [--stale MINUTES] [--pre-alert LIST] [--boards]
// [--poll SECONDS] [--ca-file FILE] PATH...: follows live PGN feeds (files, folders, stdin, URLs)
// and says each game's alerts for an arbiter as JSON lines on stdout.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "app/edition_dirs.h"
#include "app/subcommand.h"
#include "app/subcommand_table.h"
#include "app/syzygy_tables.h"
#include "net/http_proxy.h"
#include "net/http_url.h"
#include "platform/user_command.h"
#include "rules/chess_draw/laws.h"
#include "rules/draughts_draw/edition.h"
#include "settings/command_line.h"
#include "settings/setting_flags.h"
#include "watch/alert_command.h"
#include "watch/feeds/broadcast/broadcast_url.h"
#include "watch/json_lines_sink.h"
#include "watch/page/live_page.h"
#include "watch/sink_fan_out.h"
#include "watch/terminal_view.h"
#include "watch/watch_loop.h"

namespace drawbridge {
namespace {

constexpr char kCommand[] = "drawbridge watch";

constexpr char kUsage[] =
    "  drawbridge watch [OPTIONS] PATH...\n"
    "  Follows PGN files as they grow or are rewritten (DGT LiveChess, a broadcast's round file), every\n"
    "  *.pgn file of a folder, stdin for `-`, or a round's PGN at an http:// or https:// URL (asked\n"
    "  again every --poll seconds), and says each game's alerts as JSON lines on stdout:\n"
    "  draws claimable on the board or with a move, automatic endings, flag falls and 6.9's verdict,\n"
    "  results the laws contradict, illegal moves, stale feeds, and the pre-alerts asked for.\n"
    "  Runs until interrupted, or until stdin ends when it is the only PATH.";

constexpr std::string_view kKeys[] = {"rules", "rules_dir", "policy", "syzygy", "syzygy_pieces"};

constexpr int kDefaultQuietMoves = 45;
constexpr int kDefaultEarlyDrawMove = 30;

std::vector<FlagSpec> watch_flags() {
  return subcommand_flags(
      kKeys, {{"stale", "MINUTES", "a feed that has not changed for MINUTES (a decimal number) is a stale-feed alert",
               "never"},
              {"pre_alert", "LIST",
               "warnings before a rule applies, comma-separated: `repetition` (a position's second "
               "occurrence), `moves[=N]` (N moves without a capture or pawn move, default 45), "
               "`early-draw[=N]` (a draw recorded before move N, default 30)",
               "none"},
              {"on_alert", "COMMAND",
               "runs COMMAND once per alert with the alert's JSON line on its stdin, without holding the "
               "watch up (POSIX: by /bin/sh -c; Windows: without a shell)",
               ""},
              {"view", "", "the live terminal view on stdout instead of the JSON lines (not on Windows)",
               "when stdout is a terminal"},
              {"no_view", "", "the JSON lines on stdout even when it is a terminal", ""},
              {"boards", "", "writes the board lines (position, last move, clocks) on stdout too", ""},
              {"poll", "SECONDS",
               "asks a URL for its round again every SECONDS (a whole number, at least 1), with a conditional "
               "request: an unchanged round costs a 304",
               "2"},
              {"ca_file", "FILE",
               "trusts the CA certificates of FILE (PEM) for https URLs, besides the system's; a certificate "
               "that does not verify is never accepted",
               ""},
              {"serve", "[ADDR:]PORT",
               "serves the live page of every board and alert at http://ADDR:PORT/ (ADDR 127.0.0.1 unless "
               "given; PORT 0 picks a free port; the address is said on stderr)",
               ""}});
}

absl::StatusOr<int> positive_number(absl::string_view text, absl::string_view what) {
  int n = 0;
  if (!absl::SimpleAtoi(text, &n) || n < 1 || n > 100000) {
    return absl::InvalidArgumentError(absl::StrCat(what, ": '", text, "' is not a positive number"));
  }
  return n;
}

absl::StatusOr<watch::PreAlerts> read_pre_alerts(const std::string& list) {
  watch::PreAlerts pre;
  for (absl::string_view item : absl::StrSplit(list, ',', absl::SkipWhitespace())) {
    const std::pair<absl::string_view, absl::string_view> named = absl::StrSplit(item, absl::MaxSplits('=', 1));
    const auto [name, value] = named;
    const bool has_value = item.find('=') != absl::string_view::npos;
    if (name == "repetition" && !has_value) {
      pre.second_occurrence = true;
    } else if (name == "moves" || name == "early-draw") {
      absl::StatusOr<int> n = has_value ? positive_number(value, absl::StrCat("--pre-alert ", name))
                                        : (name == "moves" ? kDefaultQuietMoves : kDefaultEarlyDrawMove);
      if (!n.ok()) return n.status();
      (name == "moves" ? pre.quiet_moves : pre.early_draw_move) = *n;
    } else {
      return absl::InvalidArgumentError(
          absl::StrCat("--pre-alert: '", item, "' is none of repetition, moves[=N], early-draw[=N]"));
    }
  }
  return pre;
}

// The laws of the watch: a draughts edition's (every game draughts, PDN), else chess's.
absl::Status read_watch_rules(const CommandLine& line, watch::WatchRules& rules) {
  Settings settings;
  SettingOrigins origins;
  if (absl::Status applied = apply_setting_flags(line, settings, origins); !applied.ok()) return applied;
  absl::StatusOr<std::optional<draughts_draw::Edition>> draughts =
      draughts_draw::find_edition(settings.rules, edition_search_dirs(settings.rules_dir));
  if (draughts.ok() && *draughts) {
    absl::StatusOr<draw::Policy> policy = draw::policy_from_names(settings.policy);
    if (!policy.ok()) return policy.status();
    rules.laws.policy = *std::move(policy);
    rules.draughts = *std::move(*draughts);
    return absl::OkStatus();
  }
  absl::StatusOr<draw::Laws> laws = laws_of_flags(line);
  if (!laws.ok()) return laws.status();
  rules.laws = *std::move(laws);
  absl::StatusOr<std::shared_ptr<const tb::Tablebase>> tables = open_syzygy_tables(settings, "drawbridge watch");
  if (!tables.ok()) return tables.status();
  rules.tables = *std::move(tables);
  return absl::OkStatus();
}

absl::StatusOr<watch::WatchOptions> read_watch_command(const CommandLine& line) {
  watch::WatchOptions options;
  if (absl::Status read = read_watch_rules(line, options.rules); !read.ok()) return read;
  if (const std::string* stale = last_value(line, "stale")) {
    double minutes = 0;
    if (!absl::SimpleAtod(*stale, &minutes) || !(minutes > 0 && minutes <= 100000)) {
      return absl::InvalidArgumentError(absl::StrCat("--stale: '", *stale, "' is not a positive number of minutes"));
    }
    options.stale = std::chrono::milliseconds(static_cast<long long>(minutes * 60000));
  }
  if (const std::string* list = last_value(line, "pre_alert")) {
    absl::StatusOr<watch::PreAlerts> pre = read_pre_alerts(*list);
    if (!pre.ok()) return pre.status();
    options.rules.pre = *pre;
  }
  if (line.positional.empty()) {
    return absl::InvalidArgumentError("no PATH to watch (a file, a folder, - for stdin, or an http(s) URL)");
  }
  for (const std::string& path : line.positional) {
    if (!net::is_http_url(path)) {
      options.paths.push_back(path);
      continue;
    }
    absl::StatusOr<net::HttpUrl> url = watch::parse_broadcast_url(path);
    if (!url.ok()) return url.status();
    options.urls.push_back(*std::move(url));
  }
  if (const std::string* poll = last_value(line, "poll")) {
    absl::StatusOr<int> seconds = positive_number(*poll, "--poll");
    if (!seconds.ok()) return seconds.status();
    options.url_options.interval = std::chrono::seconds(*seconds);
  }
  if (const std::string* ca_file = last_value(line, "ca_file")) options.url_options.http.ca_file = *ca_file;
  if (!options.urls.empty()) {
    absl::StatusOr<net::HttpProxies> proxies = net::proxies_from([](const char* name) {
      const char* value = std::getenv(name);
      return value ? std::optional<std::string>(value) : std::nullopt;
    });
    if (!proxies.ok()) return proxies.status();
    options.url_options.http.proxies = *std::move(proxies);
  }
  return options;
}

absl::StatusOr<int> run(const CommandLine& line) {
  absl::StatusOr<watch::WatchOptions> options = read_watch_command(line);
  if (!options.ok()) return options.status();
  watch::JsonLinesSink json(stdout, last_value(line, "boards") != nullptr);
  watch::SinkFanOut out;
  const bool view =
      last_value(line, "no_view") == nullptr && (last_value(line, "view") != nullptr || isatty(STDOUT_FILENO));
  std::unique_ptr<watch::WatchSink> terminal = view ? watch::open_terminal_view() : nullptr;
  out.add(terminal ? *terminal : static_cast<watch::WatchSink&>(json));
  std::optional<watch::AlertCommand> on_alert;
  if (const std::string* command = last_value(line, "on_alert")) {
    std::vector<std::string> words = user_command_words(*command);
    if (words.empty()) return absl::InvalidArgumentError("--on-alert: the command is empty");
    out.add(on_alert.emplace(std::move(words)));
  }
  std::unique_ptr<watch::LivePage> page;
  if (const std::string* serve = last_value(line, "serve")) {
    absl::StatusOr<net::ListenAddress> where = net::parse_listen_address(*serve);
    if (!where.ok()) return absl::InvalidArgumentError(absl::StrCat("--serve ", where.status().message()));
    absl::StatusOr<std::unique_ptr<watch::LivePage>> started = watch::LivePage::start(*where);
    if (!started.ok()) return started.status();
    page = *std::move(started);
    std::fprintf(stderr, "%s: serving %s\n", kCommand, page->url().c_str());
    out.add(*page);
  }
  watch::run_watch(*options, out);
  if (!json.ok()) {
    std::fprintf(stderr, "%s: cannot write the output\n", kCommand);
    return 2;
  }
  return 0;
}

}  // namespace

int run_watch_command(std::span<char* const> args) {
  const std::vector<FlagSpec> flags = watch_flags();
  return run_subcommand({kCommand, kUsage, flags}, args, run);
}

}  // namespace drawbridge
