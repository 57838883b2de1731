// drawbridge [OPTIONS] -- ENGINE [ARGS...]: the process a GUI starts instead of the engine.
#include <unistd.h>

#include <cstdio>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "app/cli_options.h"
#include "app/commands.h"
#include "proxy/process/engine_process.h"
#include "proxy/process/line_observer.h"
#include "proxy/process/relay.h"
#include "proxy/process/relay_events.h"
#include "app/session_flags.h"
#include "proxy/process/transcript_log.h"

namespace drawbridge {

int run_relay(int argc, char** argv) {
  // Before any thread exists, so that every thread inherits the blocked mask.
  block_shutdown_signals();
  const absl::StatusOr<RelayOptions> options = parse_relay_command_line(argc, argv);
  if (!options.ok()) {
    std::fprintf(stderr, "drawbridge: %s\n", std::string(options.status().message()).c_str());
    return 2;
  }
  // The session's settings, edition and events file are checked before the engine starts.
  absl::StatusOr<std::unique_ptr<Session>> session = session_from_command_line();
  if (!session.ok()) {
    std::fprintf(stderr, "drawbridge: %s\n", std::string(session.status().message()).c_str());
    return 2;
  }
  // The engine starts before the log's thread: fork is simplest in a single-threaded process.
  absl::StatusOr<std::unique_ptr<EngineProcess>> engine = EngineProcess::start(options->engine_command);
  if (!engine.ok()) {
    std::fprintf(stderr, "drawbridge: cannot start the engine: %s\n",
                 std::string(engine.status().message()).c_str());
    return 127;
  }
  std::unique_ptr<TranscriptLog> log;
  if (options->log_path) {
    absl::StatusOr<std::unique_ptr<TranscriptLog>> opened = TranscriptLog::open(*options->log_path);
    if (!opened.ok()) {
      std::fprintf(stderr, "drawbridge: %s\n", std::string(opened.status().message()).c_str());
      return 2;
    }
    log = std::move(*opened);
    log->record(Direction::kNote, absl::StrCat("drawbridge ", DRAWBRIDGE_VERSION, " started engine pid ",
                                              (*engine)->pid(), ": ",
                                              absl::StrJoin(options->engine_command, " ")));
  }
  RelayEvents events;
  Session& observer = **session;
  Relay relay(**engine, STDIN_FILENO, STDOUT_FILENO, observer, log.get(), events,
              RelaySettings{options->quit_grace});
  return relay.run();
}

}  // namespace drawbridge
