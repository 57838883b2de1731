// The clocks of a watched game and the flags that fall by them, move by move: the board's last
// [%clk] of each player, and a flag fall read from a [%clk] of 0:00:00, or from [%emt] times
// (every move of the player timed) that add up to more than the TimeControl tag gives him. A
// flag fall stops the replay; its verdict (6.9) asks the dead-position search whether the
// opponent could still checkmate.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "pgn/pgn_game.h"
#include "pgn/time_control.h"
#include "watch/game/board_state.h"
#include "watch/game/replayed_game.h"
#include "watch/game/watch_rules.h"

namespace drawbridge::watch {

class ClockWatch final : public PlyVisitor {
 public:
  ClockWatch(const WatchRules& rules, const pgn::PgnGame& pgn, BoardState& board, std::vector<draw::Event>& alerts);

  bool on_move(const ReplayedGame& game, const pgn::SanToken& token, draw::Side mover) override;

 private:
  // A player's time as the [%emt] of his moves add it up.
  struct SideTime {
    int moves = 0;
    std::chrono::milliseconds elapsed{0};
    bool every_move_timed = true;
  };

  // How the clock after the mover's move shows that his flag fell during it, if it does.
  std::optional<std::string> fallen_clock(draw::Side mover, const pgn::MoveClock& clock);
  // The mover's flag fell during his move (6.9): lost, unless the opponent cannot mate.
  draw::Event flag_fell(const ReplayedGame& game, draw::Side mover, std::string_view how) const;

  const WatchRules& rules_;
  BoardState& board_;
  std::vector<draw::Event>& alerts_;
  std::optional<std::vector<pgn::TimePeriod>> time_control_;
  SideTime sides_[2];
};

}  // namespace drawbridge::watch
