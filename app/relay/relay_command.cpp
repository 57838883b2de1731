// drawbridge [OPTIONS] -- ENGINE [ARGS...]: the process a GUI starts instead of the engine.
#include <unistd.h>

#include <cstdio>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "app/edition_dirs.h"
#include "app/relay/engine_file.h"
#include "app/relay/relay_settings.h"
#include "app/subcommand.h"
#include "app/subcommand_table.h"
#include "platform/file_path.h"
#include "platform/process/child_process.h"
#include "platform/program_start.h"
#include "platform/wakeups.h"
#include "proxy/cecp/cecp_front_end.h"
#include "proxy/cecp/protocol_switch.h"
#include "proxy/hub/hub_front_end.h"
#include "proxy/process/relay.h"
#include "proxy/process/relay_events.h"
#include "proxy/process/transcript_log.h"
#include "proxy/report/events_file.h"
#include "proxy/session/draughts/draughts_game.h"
#include "proxy/session/session.h"
#include "proxy/uci/front_end/uci_front_end.h"
#include "render/event_line.h"
#include "rules/chess_draw/laws.h"
#include "rules/draughts_draw/edition.h"
#include "rules/laws/policy.h"
#include "settings/setting_flags.h"

namespace drawbridge {
namespace {

// The laws the settings name. The policy names were checked as they were read, so an error is
// the edition's, and it names the flag or the config file line that chose it.
absl::StatusOr<draw::Laws> load_relay_laws(const RelayCommand& command,
                                           const std::vector<std::filesystem::path>& dirs) {
  absl::StatusOr<draw::Laws> laws = draw::load_laws(command.settings.rules, command.settings.policy, dirs);
  if (laws.ok()) return laws;
  const auto origin = command.origins.find("rules");
  if (origin == command.origins.end()) return laws.status();
  return absl::InvalidArgumentError(absl::StrCat(origin->second, ": ", laws.status().message()));
}

// No engine on the command line, and the file beside the program that should name it is missing
// or bad: the GUI that started drawbridge hears it too, rather than wait for a `uciok` that will
// never come.
int engine_file_error(const absl::Status& status) {
  std::string detail(status.message());
  if (absl::StrContains(detail, "no engine given")) {
    std::vector<std::string> files;
    for (const std::filesystem::path& file : engine_file_candidates(invoked_path())) files.push_back(path_text(file));
    if (!files.empty()) absl::StrAppend(&detail, ", and there is no ", absl::StrJoin(files, " or "));
  }
  draw::Event event;
  event.kind = draw::EventKind::kError;
  event.ply.reset();
  event.detail = detail;
  const std::string line = render::event_line(event) + "\n";
  std::fwrite(line.data(), 1, line.size(), stdout);
  std::fflush(stdout);
  return usage_error("drawbridge", absl::FailedPreconditionError(detail));
}

// Starts the engine and relays between it and the GUI, `observer` watching the lines.
absl::StatusOr<int> relay_engine(const RelayCommand& command, LineObserver& observer) {
  const Settings& settings = command.settings;
  // The engine starts before the log's thread: fork is simplest in a single-threaded process.
  absl::StatusOr<std::unique_ptr<ChildProcess>> engine = ChildProcess::start(command.engine_command);
  if (!engine.ok()) {
    std::fprintf(stderr, "drawbridge: cannot start the engine: %s\n", std::string(engine.status().message()).c_str());
    return 127;
  }
  std::unique_ptr<TranscriptLog> log;
  if (!settings.log.empty()) {
    absl::StatusOr<std::unique_ptr<TranscriptLog>> opened = TranscriptLog::open(settings.log);
    if (!opened.ok()) return opened.status();
    log = std::move(*opened);
    log->record(Direction::kNote, absl::StrCat("drawbridge ", DRAWBRIDGE_VERSION, " started engine pid ",
                                               (*engine)->pid(), ": ", absl::StrJoin(command.engine_command, " ")));
  }
  RelayEvents events;
  Relay relay(**engine, STDIN_FILENO, STDOUT_FILENO, observer, log.get(), events,
              RelaySettings{std::chrono::milliseconds(settings.quit_grace_ms)});
  return relay.run();
}

// An edition of a draughts game: the engine speaks Hub (Scan's protocol), and so does the GUI.
absl::StatusOr<int> relay_hub_engine(const RelayCommand& command, draughts_draw::Edition edition) {
  const Settings& settings = command.settings;
  absl::StatusOr<draw::Policy> policy = draw::policy_from_names(settings.policy);
  if (!policy.ok()) return policy.status();
  std::unique_ptr<EventsFile> events_file;
  if (!settings.events.empty()) {
    absl::StatusOr<std::unique_ptr<EventsFile>> opened = EventsFile::open(settings.events);
    if (!opened.ok()) return opened.status();
    events_file = *std::move(opened);
  }
  hub::HubFrontEnd front_end(draughts_session::DraughtsGame(std::move(edition), *policy), std::move(events_file),
                             hub::FrontEndSettings{settings.adjudicate == Adjudication::kStop, stderr});
  return relay_engine(command, front_end);
}

absl::StatusOr<int> run(const CommandLine& line) {
  absl::StatusOr<RelayCommand> command = read_relay_command(line);
  if (absl::IsFailedPrecondition(command.status())) return engine_file_error(command.status());
  if (!command.ok()) return command.status();
  const Settings& settings = command->settings;
  const std::vector<std::filesystem::path> dirs = edition_search_dirs(settings.rules_dir);
  // The edition names the game: a draughts edition's relay speaks Hub.
  absl::StatusOr<std::optional<draughts_draw::Edition>> draughts = draughts_draw::find_edition(settings.rules, dirs);
  if (draughts.ok() && *draughts) return relay_hub_engine(*command, **std::move(draughts));
  // The laws and the events file are checked before the engine starts.
  absl::StatusOr<draw::Laws> laws = load_relay_laws(*command, dirs);
  if (!laws.ok()) return laws.status();
  absl::StatusOr<std::unique_ptr<Session>> session = Session::create(settings, dirs, *std::move(laws));
  if (!session.ok()) return session.status();
  // The GUI speaks UCI or CECP to its front end, which drives the session and speaks UCI to the engine.
  uci::UciFrontEnd uci_front_end(**session);
  cecp::CecpFrontEnd xboard_front_end(**session, settings);
  cecp::ProtocolSwitch observer(settings.gui, uci_front_end, xboard_front_end);
  return relay_engine(*command, observer);
}

}  // namespace

int run_relay(std::span<char* const> args) {
  // Before any thread exists, so that every thread inherits the blocked mask.
  block_shutdown_signals();
  const std::vector<FlagSpec> flags = setting_flags();
  const std::string usage = subcommand_usage_lines();
  return run_subcommand({"drawbridge", usage, flags}, args, run);
}

}  // namespace drawbridge
