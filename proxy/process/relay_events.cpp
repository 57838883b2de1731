#include "proxy/process/relay_events.h"

namespace drawbridge {

std::optional<ReceivedEvent> RelayEvents::wait(std::chrono::milliseconds timeout) {
  const std::optional<Wakeup> wakeup = wakeups_.wait(timeout);
  if (!wakeup) return std::nullopt;
  if (wakeup->signal != 0) return ReceivedEvent{RelayEvent::kSignal, wakeup->signal};
  return ReceivedEvent{static_cast<RelayEvent>(wakeup->note)};
}

}  // namespace drawbridge
