// One game of a watched feed: each time its text changes, the game is replayed by the referee
// and what an arbiter must know is said once, when it first becomes true, and again only when it
// changes. The alerts of a replay are compared with those already said, by their content (ply
// included), so that a rewrite of the file, or the game moving within it, repeats none and
// loses none.
//
// Alerts, each a draw::Event: a draw claimable now on the board (9.2.1.2, 9.3.2) or with a move
// (9.2.1.1, 9.3.1), at the first ply of each stretch where it is claimable; an automatic ending
// (fivefold, 75 moves, checkmate, stalemate, dead position); a flag fall read from a [%clk] of
// 0:00:00, from [%emt] times and the TimeControl tag, or from the record, with 6.9's verdict; a recorded result that
// contradicts the laws; an illegal or unreadable move; and the pre-alerts that are switched on.
//
// An automatic ending of the start position (a FEN already dead, mate or stalemate) is said at
// ply 0, as no move makes it; moves recorded after an automatic ending are said as scan says them.
// A last move that does not read (or reads as an illegal one) may be one caught half written: a
// file rewritten in place over its old bytes can be read as "2. Nf" and a line end. update()
// holds its error back, and settle() says it once the text has stayed so long that the rest of
// the move is not on its way.
#pragma once

#include <chrono>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "pgn/pgn_game.h"
#include "rules/chess_draw/laws.h"
#include "rules/chess_draw/referee.h"
#include "rules/laws/event.h"

namespace drawbridge::watch {

// The warnings before a rule applies, each off unless asked for.
struct PreAlerts {
  bool second_occurrence = false;      // a position on the board for the second time
  std::optional<int> quiet_moves;      // this many moves without a capture or a pawn move
  std::optional<int> early_draw_move;  // a draw recorded before this move number
};

struct WatchRules {
  draw::Laws laws;
  PreAlerts pre;
};

// The game as the board line shows it.
struct BoardState {
  std::string fen;
  std::optional<std::string> last_move;  // SAN as recorded
  int ply = 0;
  std::optional<std::chrono::milliseconds> white_clock, black_clock;  // the last [%clk] of each
  std::optional<std::string> result;                                  // the result token, if any
  std::optional<std::string> error;  // the error said of the game's text, while it has one

  bool operator==(const BoardState&) const = default;
};

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
  class Replay;

  // `alerts` less those said before, in their order.
  std::vector<draw::Event> unsaid(std::vector<draw::Event> alerts);

  const WatchRules& rules_;
  std::set<std::string> said_;  // the alerts said, by content
  std::optional<draw::Referee> referee_;
  BoardState board_;
  std::optional<draw::Event> held_;  // the error of a last move that may be half written
};

}  // namespace drawbridge::watch
