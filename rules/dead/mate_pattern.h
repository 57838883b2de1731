// Which moves bring a position closer to a mating pattern: the helpmate searches look deeper
// along those (after Ambrona's CHA): the loser's king walks to a corner, the winner's king
// comes to the square two ranks in front of it, the loser's men block the corner, the
// winner's pawns run and its men capture.
#pragma once

#include "rules/chess/position.h"

namespace drawbridge::dead {

enum class Progress { kReward, kNormal, kPunish };

class MatePattern {
 public:
  // The pattern for the position as it stands (recomputed at every node: captures change it).
  MatePattern(const chess::Position& pos, chess::Color winner);
  Progress classify(const chess::Position& pos, chess::Move m) const;

 private:
  chess::Color winner_;
  chess::Square corner_;       // where the loser's king should go
  chess::Square winner_king_;  // two ranks in front of the corner
  chess::Square blocker_;      // next to the corner on the loser's back rank
  bool loser_must_promote_;    // the winner's men alone cannot mate even with blockers
  bool bishops_walk_;          // in bishops-and-pawns positions, bishops approach too
};

// Moves of the side to move that capture a man (en passant included).
bool is_capture(const chess::Position& pos, chess::Move m);

}  // namespace drawbridge::dead
