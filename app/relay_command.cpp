// drawbridge [OPTIONS] -- ENGINE [ARGS...]: the process a GUI starts instead of the engine.
#include <unistd.h>

#include <cstdio>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "app/commands.h"
#include "app/edition_dirs.h"
#include "app/engine_file.h"
#include "app/relay_settings.h"
#include "proxy/cecp/cecp_front_end.h"
#include "proxy/cecp/protocol_switch.h"
#include "proxy/process/engine_process.h"
#include "proxy/process/program_start.h"
#include "proxy/process/relay.h"
#include "proxy/process/relay_events.h"
#include "proxy/process/transcript_log.h"
#include "proxy/report/event_line.h"
#include "proxy/session/session.h"
#include "rules/draw/edition.h"
#include "support/utf8_path.h"

namespace drawbridge {
namespace {

// The edition is checked before the session loads it, so that an unknown one names the flag
// or the config file line that chose it.
absl::Status check_edition(const RelayCommand& command, const std::vector<std::filesystem::path>& dirs) {
  const absl::StatusOr<draw::Edition> edition = draw::find_edition(command.settings.rules, dirs);
  if (edition.ok()) return absl::OkStatus();
  const auto origin = command.origins.find("rules");
  if (origin == command.origins.end()) return edition.status();
  return absl::InvalidArgumentError(absl::StrCat(origin->second, ": ", edition.status().message()));
}

// No engine on the command line, and the file beside the program that should name it is missing
// or bad: the GUI that started drawbridge hears it too, rather than wait for a `uciok` that will
// never come.
int engine_file_error(const absl::Status& status) {
  std::string detail(status.message());
  if (absl::StrContains(detail, "no engine given")) {
    std::vector<std::string> files;
    for (const std::filesystem::path& file : engine_file_candidates(invoked_path())) files.push_back(path_utf8(file));
    if (!files.empty()) absl::StrAppend(&detail, ", and there is no ", absl::StrJoin(files, " or "));
  }
  DrawbridgeEvent event;
  event.kind = EventKind::kError;
  event.ply.reset();
  event.detail = detail;
  const std::string line = event_line(event) + "\n";
  std::fwrite(line.data(), 1, line.size(), stdout);
  std::fflush(stdout);
  return usage_error("drawbridge", absl::FailedPreconditionError(detail));
}

}  // namespace

int run_relay(std::span<char* const> args) {
  // Before any thread exists, so that every thread inherits the blocked mask.
  block_shutdown_signals();
  absl::StatusOr<RelayCommand> command = read_relay_command(args);
  if (absl::IsFailedPrecondition(command.status())) return engine_file_error(command.status());
  if (!command.ok()) return usage_error("drawbridge", command.status());
  if (command->help) return print_help(usage_text(kRelayUsage, setting_flags()));
  if (command->version) return print_version();
  const Settings& settings = command->settings;
  const std::vector<std::filesystem::path> dirs = edition_search_dirs(settings.rules_dir);
  if (absl::Status edition = check_edition(*command, dirs); !edition.ok()) return usage_error("drawbridge", edition);
  // The session's edition and events file are checked before the engine starts.
  absl::StatusOr<std::unique_ptr<Session>> session = Session::create(settings, dirs);
  if (!session.ok()) return usage_error("drawbridge", session.status());
  // The engine starts before the log's thread: fork is simplest in a single-threaded process.
  absl::StatusOr<std::unique_ptr<EngineProcess>> engine = EngineProcess::start(command->engine_command);
  if (!engine.ok()) {
    std::fprintf(stderr, "drawbridge: cannot start the engine: %s\n", std::string(engine.status().message()).c_str());
    return 127;
  }
  std::unique_ptr<TranscriptLog> log;
  if (!settings.log.empty()) {
    absl::StatusOr<std::unique_ptr<TranscriptLog>> opened = TranscriptLog::open(settings.log);
    if (!opened.ok()) return usage_error("drawbridge", opened.status());
    log = std::move(*opened);
    log->record(Direction::kNote, absl::StrCat("drawbridge ", DRAWBRIDGE_VERSION, " started engine pid ",
                                               (*engine)->pid(), ": ", absl::StrJoin(command->engine_command, " ")));
  }
  RelayEvents events;
  // The GUI speaks UCI to the session, or CECP to the front end, which speaks UCI to it.
  cecp::CecpFrontEnd xboard_front_end(**session, settings);
  cecp::ProtocolSwitch observer(settings.gui, **session, xboard_front_end);
  Relay relay(**engine, STDIN_FILENO, STDOUT_FILENO, observer, log.get(), events,
              RelaySettings{std::chrono::milliseconds(settings.quit_grace_ms)});
  return relay.run();
}

}  // namespace drawbridge
