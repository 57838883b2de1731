// The relay core for a game whose laws the front end's mirror applies behind a game-neutral
// port (LawsOfGame): Hub's draughts today. It keeps what the relay keeps for any game: the
// engine's searches owed (search_ledger.h), the result said once (result_once.h) and the one way
// events go out (event_outlet.h), and decides when the laws are asked: at `go`, at the
// ponderhit and at the engine's answer. The front end parses the protocol's lines, calls it and
// renders the events it says to the EventSink of each call (event_sink.h).
//
// Not thread-safe: the front end calls it under its own lock.
#pragma once

#include <cstdio>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "proxy/report/events_file.h"
#include "proxy/session/event_outlet.h"
#include "proxy/session/event_sink.h"
#include "proxy/session/result_once.h"
#include "proxy/session/search_ledger.h"
#include "rules/laws/event.h"

namespace drawbridge {

// What the laws say about the game the front end follows, asked in no game's terms.
class LawsOfGame {
 public:
  // What the engine's move brings: a claim it allows or the result it brings (`ends_game`), or
  // an error for a move that is not legal; nothing for a move that changes nothing.
  struct MoveJudgement {
    std::optional<draw::Event> event;
    bool ends_game = false;
  };

  virtual ~LawsOfGame() = default;

  // Whether a game is followed; the calls below number() and edition() need one.
  virtual bool follows_game() const = 0;
  // The number of the game followed, from 1, and the edition of the laws it is judged by.
  virtual int number() const = 0;
  virtual std::string_view edition() const = 0;
  virtual int ply() const = 0;
  // The result of a game the laws have ended, if they have.
  virtual std::optional<draw::Event> result() const = 0;
  // Whether the game has ended, by the laws or on the board: an engine's move then brings nothing.
  virtual bool ended() const = 0;
  // The claims the side on move may make without a move, each with its position.
  virtual std::vector<draw::Event> board_claims() const = 0;
  // The engine played `move`, in the protocol's words, in the position followed.
  virtual MoveJudgement judge_engine_move(std::string_view move) = 0;
};

struct JudgedSearchesSettings {
  bool stop_finished_games = false;  // --adjudicate stop
  std::FILE* errors = nullptr;       // where errors are also written (stderr), or none
};

class JudgedSearches {
 public:
  // `game` must outlive the core; `events` may be null. `most_owed`: see SearchLedger.
  JudgedSearches(LawsOfGame& game, std::unique_ptr<EventsFile> events, JudgedSearchesSettings settings,
                 std::size_t most_owed)
      : game_(game), outlet_(std::move(events)), settings_(settings), searches_(most_owed) {}

  // A `go`: whether drawbridge answers it itself (a game the laws ended, under --adjudicate
  // stop; the result is said), so that it never reaches the engine. Otherwise the search is owed
  // and, unless it is a ponder search, the position announced (announce_position).
  bool on_go(bool ponder, bool analyze, EventSink& sink);
  // The ponderhit: a ponder search's position is announced now.
  void on_ponderhit(EventSink& sink);
  // The GUI's `stop`, or a line that ends the newest search for good.
  void stop_search() { searches_.stop(); }
  void abandon_search() { searches_.abandon(); }
  // The engine answered its oldest search with `move` (none: an answer that could not be read).
  // Said before the answer: the claim the move allows, or the result it brings.
  void on_engine_answer(std::optional<std::string_view> move, EventSink& sink);
  // The engine went away unasked.
  void on_engine_gone(std::string_view how, EventSink& sink);
  // Says an event of the front end's own (an error in a line it read).
  void say(const draw::Event& event, EventSink& sink);

 private:
  // The result of an ended game, once, or else the engine's board claims (none in analysis).
  void announce_position(EventSink& sink);

  LawsOfGame& game_;
  EventOutlet outlet_;
  JudgedSearchesSettings settings_;
  SearchLedger searches_;
  ResultOnce result_once_;
};

}  // namespace drawbridge
