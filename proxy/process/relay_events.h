// What the relay's supervisor waits for: the two pump threads reporting how they ended, and the
// requests to shut down (platform/wakeups.h: signals on POSIX, console control events on Windows).
#pragma once

#include <chrono>
#include <optional>

#include "platform/wakeups.h"

namespace drawbridge {

// kGuiGone: the GUI closed its end of drawbridge's output (it died, or stopped listening).
// kEngineDeaf: the engine closed its input (writes to it fail).
enum class RelayEvent : char { kGuiQuit, kGuiClosed, kGuiGone, kEngineClosed, kEngineDeaf, kSignal };

struct ReceivedEvent {
  RelayEvent event;
  // For RelayEvent::kSignal: the signal (a console event arrives as SIGINT, SIGBREAK or SIGTERM).
  int signal = 0;
};

class RelayEvents {
 public:
  void post(RelayEvent event) { wakeups_.post(static_cast<char>(event)); }  // from any thread
  // The next event, or nothing if `timeout` passes first.
  std::optional<ReceivedEvent> wait(std::chrono::milliseconds timeout);

 private:
  Wakeups wakeups_;
};

}  // namespace drawbridge
