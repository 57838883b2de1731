// One game of a watched feed: each time its text changes, the game is replayed by the referee
// and what an arbiter must know is said once, when it first becomes true, and again only when it
// changes. The alerts of a replay are compared with those already said, by their content (ply
// included), so that a rewrite of the file, or the game moving within it, repeats none and
// loses none.
//
// Alerts, each a draw::Event, from small visitors on one replay of the record (replayed_game.h):
// an automatic ending (fivefold, 75 moves, checkmate, stalemate, dead position) and an illegal or
// unreadable move (here); a flag fall by the clocks, with 6.9's verdict (clock_watch.h); a draw
// claimable now (claim_watch.h); the pre-alerts that are switched on (pre_alerts.h); and at the
// end, a flag fall the record tells of and a recorded result that contradicts the laws
// (game_judgement.h).
//
// An automatic ending of the start position (a FEN already dead, mate or stalemate) is said at
// ply 0, as no move makes it; moves recorded after an automatic ending are said as scan says them.
// A last move that does not read (or reads as an illegal one) may be one caught half written: a
// file rewritten in place over its old bytes can be read as "2. Nf" and a line end. update()
// holds its error back, and settle() says it once the text has stayed so long that the rest of
// the move is not on its way.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "pgn/pgn_game.h"
#include "rules/chess_draw/referee.h"
#include "rules/laws/event.h"
#include "watch/game/board_state.h"
#include "watch/game/watch_rules.h"

namespace drawbridge::watch {

struct GameNews {
  bool board_changed = false;
  std::vector<draw::Event> alerts;  // new ones, in the order of the game
};

class GameWatch {
 public:
  explicit GameWatch(const WatchRules& rules) : rules_(rules) {}

  // The game's text read into `pgn` as the feed has it now.
  GameNews update(const pgn::PgnGame& pgn);

  // The error held back by the last update(), said now (unless said before): the board's too.
  GameNews settle();
  // Whether the last update() held an error back.
  bool holds_error() const { return held_.has_value(); }

  const BoardState& board() const { return board_; }

 private:
  class Record;

  // Every alert the game's text implies, from the start, and its board: one replay.
  void replay(const pgn::PgnGame& pgn, std::vector<draw::Event>& alerts, BoardState& board);
  // `alerts` less those said before, in their order.
  std::vector<draw::Event> unsaid(std::vector<draw::Event> alerts);

  const WatchRules& rules_;
  std::set<std::string> said_;  // the alerts said, by content
  std::optional<draw::Referee> referee_;
  BoardState board_;
  std::optional<draw::Event> held_;  // the error of a last move that may be half written
};

}  // namespace drawbridge::watch
