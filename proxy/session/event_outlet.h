// Where every event of the relay goes, for both games: said to the sink of the call that caused
// it (event_sink.h), which renders it in the front end's own words, and written to the events
// file, if any. The stream is the contract: a full disk must not stop the game, so the
// file is given up at its first failed write and the GUI is told so, once.
#pragma once

#include <memory>
#include <string_view>
#include <utility>

#include "proxy/report/events_file.h"
#include "proxy/session/event_sink.h"
#include "rules/laws/event.h"

namespace drawbridge {

class EventOutlet {
 public:
  // `file` may be null: no events file.
  explicit EventOutlet(std::unique_ptr<EventsFile> file) : file_(std::move(file)) {}

  // Another events file from now on (a setting changed).
  void replace_file(std::unique_ptr<EventsFile> file) { file_ = std::move(file); }
  // Says `event` to `sink` and writes it to the file as one of game `game` under edition `edition`.
  void emit(const draw::Event& event, std::string_view edition, int game, EventSink& sink);

 private:
  std::unique_ptr<EventsFile> file_;
};

// The error event for an engine that went away unasked (`how`: "exited with status 3"); the relay
// knows no game, so it has no ply.
draw::Event engine_gone_event(std::string_view how);

}  // namespace drawbridge
