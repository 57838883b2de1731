// drawbridge in front of a Hub engine (Scan 3.1's draughts protocol), for a Hub GUI or runner.
// Every line passes both ways unchanged; the front end reads them to mirror the game (`pos`,
// `new-game`), to follow the engine's searches (`go`, `ponder-hit`, `stop`, `done`) and to
// announce, in its own line (announcement_line.h) and in the events file, what the edition's laws
// say: at `go`, the result of a game they have ended and the claims the engine's side may make on
// the board; before the engine's `done`, the claim its move allows (5.4.12.2) and the result its
// move brings. Under --adjudicate stop, a `go` in a game the laws have ended never reaches the
// engine: the result is announced and the search answered with a bare `done`.
//
// The conventions protocol.txt leaves open (doc/draughts.md): nothing is ever added toward the
// engine, so `level` stays after `pos` and no line reaches Scan during a search that it would
// take as the end of it; lines before `ready` pass as any other; a line other than `ping` and
// `ponder-hit` during a search ends it for Scan, so the `done` that follows claims nothing.
//
// It parses the lines and renders the events; the relay core (RelayCore, relay_core.h)
// keeps the searches and decides what to say, asking the draughts game (draughts_game.h) what
// the laws say.
// The relay calls it from two threads; one mutex guards its state.
#pragma once

#include <cstddef>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "proxy/hub/hub_line.h"
#include "proxy/process/line_observer.h"
#include "proxy/report/events_file.h"
#include "proxy/session/draughts/draughts_game.h"
#include "proxy/session/relay_core.h"

namespace drawbridge::hub {

using FrontEndSettings = RelayCoreSettings;

class HubFrontEnd final : public LineObserver {
 public:
  // `events` may be null.
  HubFrontEnd(draughts_session::DraughtsGame game, std::unique_ptr<EventsFile> events, FrontEndSettings settings)
      : game_(std::move(game)), core_(game_, std::move(events), settings, kMostOwed) {}

  LineFate on_line(Side from, std::string_view line, Additions& add) override;
  std::string on_engine_gone(std::string_view how) override;

 private:
  // A line that ends a search (a `go` after a `pos`, without `stop`) has Scan answer it with
  // `done` before it starts the next, so several may be owed; an engine that never says `done`
  // must not grow them without end.
  static constexpr std::size_t kMostOwed = 16;

  LineFate on_gui_line(std::string_view text, Additions& add);
  void follow(const Line& pos, std::string& replies);
  // The line ends a search, as any line but `ping` and `ponder-hit` does for Scan.
  void end_search_by(const Line& line);

  std::mutex mutex_;
  draughts_session::DraughtsGame game_;
  RelayCore core_;  // over game_
};

}  // namespace drawbridge::hub
