// What the relay's supervisor waits for: the two pump threads reporting how they ended,
// and the shutdown signals, all through file descriptors one poll(2) can watch.
#pragma once

#include <chrono>
#include <optional>

#include "proxy/process/unique_fd.h"

namespace drawbridge {

// kGuiGone: the GUI closed its end of drawbridge's output (it died, or stopped listening).
// kEngineDeaf: the engine closed its input (writes to it fail).
enum class RelayEvent : char { kGuiQuit, kGuiClosed, kGuiGone, kEngineClosed, kEngineDeaf, kSignal };

struct ReceivedEvent {
  RelayEvent event;
  int signal = 0;  // for RelayEvent::kSignal
};

// Blocks SIGINT, SIGTERM and SIGHUP in the calling thread (and threads started after it)
// so that they arrive as events, and ignores SIGPIPE so that a vanished reader shows up
// as a failed write. Call before starting any thread.
void block_shutdown_signals();

class RelayEvents {
 public:
  RelayEvents();

  void post(RelayEvent event);  // from any thread
  // The next event, or nothing if `timeout` passes first.
  std::optional<ReceivedEvent> wait(std::chrono::milliseconds timeout);

 private:
  UniqueFd signals_;
  UniqueFd read_end_;
  UniqueFd write_end_;
};

}  // namespace drawbridge
