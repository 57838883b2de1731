// The warnings before a rule applies (watch_rules.h's PreAlerts), each off unless asked for: a
// position on the board for the second time, so many moves without a capture or a pawn move
// (move by move, while the game goes on), and a draw recorded before the move the no-early-draw
// rule names, without a rule to draw by (at the end of a finished game).
#pragma once

#include <optional>
#include <vector>

#include "watch/game/replayed_game.h"
#include "watch/game/watch_rules.h"

namespace drawbridge::watch {

class PreAlertWatch final : public PlyVisitor {
 public:
  PreAlertWatch(const WatchRules& rules, std::vector<draw::Event>& alerts) : rules_(rules), alerts_(alerts) {}

  bool on_move(const ReplayedGame& game, const pgn::SanToken& token, draw::Side mover) override;
  // The game ended with `recorded` in its record.
  void at_end(const ReplayedGame& game, std::optional<draw::Result> recorded);

 private:
  const WatchRules& rules_;
  std::vector<draw::Event>& alerts_;
};

}  // namespace drawbridge::watch
