// drawbridge dxp --rules EDITION --listen ADDR:PORT --connect ADDR:PORT [--events FILE] [--pdn FILE]
// The referee between two DXP engines (proxy/dxp/dxp_referee.h): the initiator connects to
// drawbridge, drawbridge connects to the follower, and the laws of a 10x10 edition end the games.
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "app/edition_dirs.h"
#include "app/subcommand.h"
#include "app/subcommand_table.h"
#include "net/tcp_address.h"
#include "proxy/dxp/dxp_match.h"
#include "proxy/dxp/dxp_referee.h"
#include "proxy/report/events_file.h"
#include "proxy/session/draughts/draughts_game.h"
#include "rules/draughts_draw/edition.h"
#include "rules/laws/policy.h"
#include "settings/command_line.h"
#include "settings/setting_flags.h"
#include "settings/setting_origins.h"
#include "settings/settings.h"
#include "support/absl_view.h"

namespace drawbridge {
namespace {

constexpr char kCommand[] = "drawbridge dxp";

constexpr char kUsage[] =
    "  drawbridge dxp [OPTIONS]\n"
    "  Referees DXP (DamExchange) games between two draughts engines: the initiator connects to --listen,\n"
    "  drawbridge connects to the follower at --connect, every message passes both ways unchanged, and a game\n"
    "  the edition's laws end is ended for both engines with GAMEEND and a CHAT naming the article.";

constexpr std::string_view kKeys[] = {"rules_dir", "policy", "events"};
constexpr char kDefaultListen[] = "127.0.0.1:27532";
constexpr char kDefaultConnect[] = "127.0.0.1:27531";
constexpr int kMostWaitMs = 3'600'000;

std::vector<FlagSpec> dxp_flags() {
  return subcommand_flags(
      kKeys,
      {{"rules", "EDITION|FILE",
        "an edition of international draughts, the one game DXP plays: draughts-fmjd, draughts-ministry-100, or an "
        "edition .toml file",
        "draughts-fmjd"},
       {"listen", "ADDR:PORT", "where the initiator connects (PORT alone: on the loopback address)", kDefaultListen},
       {"connect", "ADDR:PORT", "the follower, which listens there", kDefaultConnect},
       {"connect_wait", "MS", "how long the follower may take to listen before drawbridge gives up", "10000"},
       {"answer_wait", "MS", "how long each engine may take to answer drawbridge's GAMEEND before the match goes on",
        "60000"},
       {"pdn", "FILE", "append each game to FILE as PDN, with its lawful result", ""}});
}

absl::StatusOr<net::TcpAddress> address_flag(const CommandLine& line, std::string_view name,
                                             std::string_view fallback) {
  const std::string* text = last_value(line, name);
  absl::StatusOr<net::TcpAddress> address = net::parse_tcp_address(text ? *text : fallback);
  if (!address.ok()) return absl::InvalidArgumentError(absl::StrCat("--", av(name), ": ", address.status().message()));
  return address;
}

absl::StatusOr<std::chrono::milliseconds> wait_flag(const CommandLine& line, std::string_view name, int fallback) {
  const std::string* text = last_value(line, name);
  int ms = fallback;
  if (text && (!absl::SimpleAtoi(*text, &ms) || ms < 0 || ms > kMostWaitMs)) {
    return absl::InvalidArgumentError(
        absl::StrCat("--", av(name), ": '", *text, "' is not a whole number of milliseconds from 0 to ", kMostWaitMs));
  }
  return std::chrono::milliseconds(ms);
}

// The edition: draughts-fmjd unless --rules names another edition of the 10x10 game.
absl::StatusOr<draughts_draw::Edition> dxp_edition(const Settings& settings, const SettingOrigins& origins) {
  const std::string rules = origins.contains("rules") ? settings.rules : "draughts-fmjd";
  absl::StatusOr<std::optional<draughts_draw::Edition>> edition =
      draughts_draw::find_edition(rules, edition_search_dirs(settings.rules_dir));
  if (!edition.ok()) return edition.status();
  if (!*edition || (*edition)->game != draughts::Game::kInternational) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--rules: '", rules, "' is not an edition of international draughts, the one game DXP plays (10x10)"));
  }
  return **std::move(edition);
}

absl::StatusOr<int> run(const CommandLine& line) {
  Settings settings;
  SettingOrigins origins;
  if (absl::Status applied = apply_setting_flags(line, settings, origins); !applied.ok()) return applied;
  absl::StatusOr<draughts_draw::Edition> edition = dxp_edition(settings, origins);
  if (!edition.ok()) return edition.status();
  absl::StatusOr<draw::Policy> policy = draw::policy_from_names(settings.policy);
  if (!policy.ok()) return policy.status();
  absl::StatusOr<net::TcpAddress> listen = address_flag(line, "listen", kDefaultListen);
  if (!listen.ok()) return listen.status();
  absl::StatusOr<net::TcpAddress> follower = address_flag(line, "connect", kDefaultConnect);
  if (!follower.ok()) return follower.status();
  absl::StatusOr<std::chrono::milliseconds> connect_wait = wait_flag(line, "connect_wait", 10'000);
  if (!connect_wait.ok()) return connect_wait.status();
  absl::StatusOr<std::chrono::milliseconds> answer_wait = wait_flag(line, "answer_wait", 60'000);
  if (!answer_wait.ok()) return answer_wait.status();
  const dxp::MatchSettings match{.listen = *listen,
                                 .follower = *follower,
                                 .connect_wait = *connect_wait,
                                 .acknowledgement_wait = *answer_wait,
                                 .progress = stderr};
  std::unique_ptr<EventsFile> events;
  if (!settings.events.empty()) {
    absl::StatusOr<std::unique_ptr<EventsFile>> opened = EventsFile::open(settings.events);
    if (!opened.ok()) return opened.status();
    events = *std::move(opened);
  }
  std::unique_ptr<dxp::PdnFile> pdn;
  if (const std::string* path = last_value(line, "pdn")) {
    absl::StatusOr<std::unique_ptr<dxp::PdnFile>> opened = dxp::PdnFile::open(*path);
    if (!opened.ok()) return opened.status();
    pdn = *std::move(opened);
  }
  dxp::Referee referee(draughts_session::DraughtsGame(*std::move(edition), *policy), std::move(events), std::move(pdn),
                       stderr);
  if (const absl::Status ran = dxp::run_match(referee, match); !ran.ok()) {
    std::fprintf(stderr, "%s: %s\n", kCommand, std::string(ran.message()).c_str());
    return 1;
  }
  return 0;
}

}  // namespace

int run_dxp_command(std::span<char* const> args) {
  const std::vector<FlagSpec> flags = dxp_flags();
  return run_subcommand({kCommand, kUsage, flags}, args, run);
}

}  // namespace drawbridge
