// The one way the relay core speaks: every event the relay core (RelayCore, relay_core.h) says,
// for chess's session or for Hub's front end, goes to an EventSink, and a front end renders it in its
// own words: an `info string drawbridge` line for a UCI GUI, a Hub announcement, a CECP claim,
// offer or `#` line.
//
// The contract:
//   - The sink is passed with each call that may say something, as the relay passes Additions
//     with each line: the core's holder (the session, Hub's front end) is called from two
//     threads, and what it says belongs with the line of the call that caused it (a GUI's reply,
//     or the lines before the engine's bestmove or `done`).
//   - It is called on the thread of that call, while the holder's lock is held, in the order
//     the events happen; it must not call the holder back.
//   - Each event is said once, then written to the events file, if any (EventOutlet); a file
//     given up after a failed write is said as one more event.
//
// EventList, the simplest sink, keeps what it hears in order, for a front end that says the
// events later in its own words (CECP says them after the engine's move, or as `#` lines) and for
// tests.
#pragma once

#include <vector>

#include "rules/laws/event.h"

namespace drawbridge {

class EventSink {
 public:
  virtual ~EventSink() = default;

  // A claim, offer, result, error or notice.
  virtual void on_event(const draw::Event& event) = 0;

  // The result of a game the Laws ended earlier, said again right before the engine's move:
  // python-chess keeps only the last `info string` of a search, and engines write their own after
  // `go`. Not a new event (the events file has it once); only a UCI GUI hears it.
  virtual void on_result_again(const draw::Event& result) { (void)result; }
};

class EventList final : public EventSink {
 public:
  void on_event(const draw::Event& event) override { events_.push_back(event); }

  const std::vector<draw::Event>& events() const { return events_; }
  void clear() { events_.clear(); }

 private:
  std::vector<draw::Event> events_;
};

}  // namespace drawbridge
