// A sink that keeps the events it hears, in order, for a front end that says them later in its
// own words (CECP says them after the engine's move, or as `#` lines) and for tests.
#pragma once

#include <vector>

#include "proxy/session/event_sink.h"

namespace drawbridge {

class EventList final : public EventSink {
 public:
  void on_event(const draw::Event& event) override { events_.push_back(event); }

  const std::vector<draw::Event>& events() const { return events_; }
  void clear() { events_.clear(); }

 private:
  std::vector<draw::Event> events_;
};

}  // namespace drawbridge
