// What the relay's supervisor waits for: the two pump threads reporting how they ended,
// and the requests to shut down: signals on POSIX (SIGINT, SIGTERM, SIGHUP), console control
// events on Windows (Ctrl-C, Ctrl-Break, the console closing, logoff, shutdown).
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>

namespace drawbridge {

// kGuiGone: the GUI closed its end of drawbridge's output (it died, or stopped listening).
// kEngineDeaf: the engine closed its input (writes to it fail).
enum class RelayEvent : char { kGuiQuit, kGuiClosed, kGuiGone, kEngineClosed, kEngineDeaf, kSignal };

struct ReceivedEvent {
  RelayEvent event;
  // For RelayEvent::kSignal: the signal (a console event arrives as SIGINT, SIGBREAK or SIGTERM).
  int signal = 0;
};

// POSIX: blocks SIGINT, SIGTERM and SIGHUP in the calling thread (and threads started after
// it) so that they arrive as events, and ignores SIGPIPE so that a vanished reader shows up
// as a failed write. Windows: routes console control events to the RelayEvents in being.
// Call before starting any thread.
void block_shutdown_signals();

// "signal 15 (SIGTERM)", "console event Ctrl-C (SIGINT)": for the transcript.
std::string describe_signal(int signal);

class RelayEvents {
 public:
  RelayEvents();
  ~RelayEvents();

  void post(RelayEvent event);  // from any thread
  // The next event, or nothing if `timeout` passes first.
  std::optional<ReceivedEvent> wait(std::chrono::milliseconds timeout);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace drawbridge
