// Which moves bring a position closer to a mating pattern: the helpmate searches look deeper
// along those (after Ambrona's CHA): the loser's king walks to a corner, the winner's king
// comes to the square two ranks in front of it, the loser's men block the corner, the
// winner's pawns run and its men capture.
#pragma once

#include <array>

#include "rules/chess/position.h"

namespace drawbridge::dead {

enum class Progress { kReward, kNormal, kPunish };

// Two sets of rewards. kDirect, after CHA's (chasolver's heuristics.rs), with checks and the
// approach of men: the winner's pawn pushes, captures, checks, king and knight steps towards
// the corner and queen and rook moves towards the loser's king reward; the loser's king steps
// towards the corner and its men's moves towards their king (blockers) reward, its other king
// steps and its captures punish. Most helpmates of games fall to a depth-first search
// in this order within a hundred positions. kPatient, for composed positions: the winner's
// pawns run only from its fifth rank and its captures are ordinary; the loser must promote
// when the winner's men alone cannot mate; the loser's bishops walk to the corner too; the
// loser's other captures punish, but a pawn taking a piece rewards (the winner's sacrifice
// that opens a locked chain).
enum class Rewards { kDirect, kPatient };

class MatePattern {
 public:
  // The pattern for the position as it stands (recomputed at every node: captures change it).
  MatePattern(const chess::Position& pos, chess::Color winner, Rewards rewards);
  Progress classify(const chess::Position& pos, chess::Move m) const;
  // `moves` in the order of the searches: rewarded, ordinary, punished, into `out` (room for
  // all of them), each one's class into `kinds` unless null. Returns how many.
  std::size_t order(const chess::Position& pos, const chess::MoveList& moves, chess::Move* out, Progress* kinds) const;
  // Position::gives_check for a move of the winner (on the winner's move), from the check
  // squares and the discovering men found once per position.
  bool gives_check(const chess::Position& pos, chess::Move m) const;

 private:
  Progress classify_direct(const chess::Position& pos, chess::Move m, chess::PieceType pt) const;
  void find_checks(const chess::Position& pos);

  chess::Color winner_;
  Rewards rewards_;
  chess::Square corner_;         // where the loser's king should go
  chess::Square winner_king_;    // two ranks in front of the corner
  chess::Square blocker_;        // next to the corner on the loser's back rank
  chess::Square knight_target_;  // three files and ranks in from the corner (e5 for h8)
  bool loser_must_promote_;      // the winner's men alone cannot mate even with blockers
  bool bishops_walk_;            // in bishops-and-pawns positions, bishops approach too
  std::array<chess::Bitboard, chess::kPieceTypeCount> check_squares_{};  // where each kind checks
  chess::Bitboard discoverers_ = 0;  // the winner's men whose step off a line uncovers a check
};

// Moves of the side to move that capture a man (en passant included).
bool is_capture(const chess::Position& pos, chess::Move m);

}  // namespace drawbridge::dead
