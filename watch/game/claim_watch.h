// The draws a player could claim in a watched game, move by move: on the board (9.2.1.2, 9.3.2)
// or with a move (9.2.1.1, 9.3.1), each said at the first ply of a stretch where it holds (the
// same rule, on the board or with a move, at consecutive plies is one stretch). None once the
// game has ended.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "watch/game/replayed_game.h"

namespace drawbridge::watch {

class ClaimWatch final : public PlyVisitor {
 public:
  explicit ClaimWatch(std::vector<draw::Event>& alerts) : alerts_(alerts) {}

  bool on_move(const ReplayedGame& game, const pgn::SanToken& token, draw::Side mover) override;

 private:
  std::vector<draw::Event>& alerts_;
  std::set<std::string> stretches_;  // the claims of the previous ply
};

}  // namespace drawbridge::watch
