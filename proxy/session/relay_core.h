// The relay core, one for both games: chess's Session and Hub's draughts front end each hold one,
// over their game behind a game-neutral port (LawsOfGame). It keeps what the relay keeps for any
// game: the engine's searches owed (search_ledger.h), the result said once (result_once.h) and the
// one way events go out (event_outlet.h), and decides when the laws are asked: at `go`, at the
// ponderhit and at the engine's answer. The front end parses the protocol's lines, calls it and
// renders the events it says to the EventSink of each call (event_sink.h). What differs between
// the games is the port's answers (chess makes no claim at `go`, its engine's move is weighed
// with its score) and the sink's (only a UCI GUI hears a result again at `bestmove`).
//
// Not thread-safe: its holder calls it under its own lock.
#pragma once

#include <cstdio>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "proxy/report/events_file.h"
#include "proxy/session/engine_score.h"
#include "proxy/session/event_outlet.h"
#include "proxy/session/event_sink.h"
#include "proxy/session/result_once.h"
#include "proxy/session/search_ledger.h"
#include "rules/laws/event.h"

namespace drawbridge {

// What the laws say about the game the front end follows, asked in no game's terms.
class LawsOfGame {
 public:
  // What the engine's move brings: a claim or an offer it allows, or the result it brings
  // (`ends_game`), or an error for a move that is not legal; nothing for a move that changes
  // nothing, or for no move at all.
  struct MoveJudgement {
    std::optional<draw::Event> event;
    bool ends_game = false;
  };

  virtual ~LawsOfGame() = default;

  // Whether a game is followed; result(), ended(), board_claims() and judge_engine_move() need one.
  virtual bool follows_game() const = 0;
  // The number of the game followed (or last followed), from 1, and the edition of the laws it is
  // judged by.
  virtual int number() const = 0;
  virtual std::string_view edition() const = 0;
  // The ply of the position on the board; 0 before the first game.
  virtual int ply() const = 0;
  // The result of a game the laws have ended, if they have.
  virtual std::optional<draw::Event> result() const = 0;
  // Whether the game has ended, by the laws or on the board: an engine's move then brings nothing.
  virtual bool ended() const = 0;
  // The claims the side on move may make at `go` without a move, each with its position; none for
  // a game whose claims go with the engine's move.
  virtual std::vector<draw::Event> board_claims() const = 0;
  // The engine played `move`, in the protocol's words, as its answer to `search`, in the position
  // followed; `score`: its last score of the search, if the front end read one.
  virtual MoveJudgement judge_engine_move(std::string_view move, const Search& search,
                                          const std::optional<EngineScore>& score) = 0;
};

struct RelayCoreSettings {
  bool stop_finished_games = false;  // --adjudicate stop
  std::FILE* errors = nullptr;       // where errors are also written (stderr), or none
};

class RelayCore {
 public:
  // `game` must outlive the core; `events` may be null. `most_owed`: see SearchLedger.
  RelayCore(LawsOfGame& game, std::unique_ptr<EventsFile> events, RelayCoreSettings settings, std::size_t most_owed)
      : game_(game), outlet_(std::move(events)), settings_(settings), searches_(most_owed) {}

  // A `go`: the result that answers it when drawbridge does so itself (a game the laws ended,
  // under --adjudicate stop; the result is said), so that it never reaches the engine. Otherwise
  // the search is owed and, unless it is a ponder search, the position announced
  // (announce_position).
  std::optional<draw::Event> on_go(bool ponder, bool analyze, EventSink& sink);
  // The ponderhit: a ponder search's position is announced now.
  void on_ponderhit(EventSink& sink);
  // The GUI's `stop`, or a line that ends the newest search for good.
  void stop_search() { searches_.stop(); }
  void abandon_search() { searches_.abandon(); }
  // The engine answered its oldest search with `move` (none: an answer that could not be read),
  // `score` its last score of the search. Said before the answer: what its move brings, or the
  // result of a game that had ended already, again (EventSink::on_result_again).
  void on_engine_answer(std::optional<std::string_view> move, const std::optional<EngineScore>& score, EventSink& sink);
  // The engine went away unasked.
  void on_engine_gone(std::string_view how, EventSink& sink);
  // Says an event of the front end's own (an error in a line it read, an offer, a notice).
  void say(const draw::Event& event, EventSink& sink);
  // Says a result that comes another way than at a `go` (an offer accepted): not again at the next.
  void announce_result(const draw::Event& result, EventSink& sink);

  // The settings changed while it runs (chess's are options the GUI may set).
  void set_stop_finished_games(bool on) { settings_.stop_finished_games = on; }
  void replace_events_file(std::unique_ptr<EventsFile> events) { outlet_.replace_file(std::move(events)); }

 private:
  // The result of an ended game, once, or else the engine's board claims (none in analysis).
  void announce_position(EventSink& sink);

  LawsOfGame& game_;
  EventOutlet outlet_;
  RelayCoreSettings settings_;
  SearchLedger searches_;
  ResultOnce result_once_;
};

}  // namespace drawbridge
