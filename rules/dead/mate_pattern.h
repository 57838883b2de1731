// Which moves bring a position closer to a mating pattern: the helpmate searches look deeper
// along those (after Ambrona's CHA): the loser's king walks to a corner, the winner's king
// comes to the square two ranks in front of it, the loser's men block the corner, the
// winner's pawns run and its men capture.
#pragma once

#include <array>

#include "rules/chess/position.h"

namespace drawbridge::dead {

enum class Progress : std::uint8_t { kReward, kNormal, kPunish };

// Three sets of rewards. kDirect, after CHA's (chasolver's heuristics.rs), with checks and the
// approach of men: the winner's pawn pushes, captures, checks, king and knight steps towards
// the corner and queen and rook moves towards the loser's king reward; the loser's king steps
// towards the corner and its men's moves towards their king (blockers) reward, its other king
// steps and its captures punish. Most helpmates of games fall to a depth-first search
// in this order within a hundred positions. kPatient, for composed positions: the winner's
// pawns run only from its fifth rank and its captures are ordinary; the loser must promote
// when the winner's men alone cannot mate; the loser's bishops walk to the corner too; the
// loser's other captures punish, but a locked pawn taking a piece rewards (the winner's sacrifice
// that opens a locked chain). kOpening, for the helpmate searches: kPatient, and where bishops
// and pawns alone are left, the sacrifices that open a chain reward and are tried first among
// the rewarded moves: a bishop's move onto a square where a pawn of the other side that cannot
// step may take it, or to a square from which it reaches one, such a pawn's taking, the winner's
// pawn that cannot step taking, and the winner's piece leaving the square in front of its pawn
// (the taker moves again, and so may the pawns behind it). Not in the exhaustive search: its
// order is tuned to close the dead worlds of composed positions, and these rewards reopen them.
enum class Rewards { kDirect, kPatient, kOpening };

class MatePattern {
 public:
  // The pattern for the position as it stands (recomputed at every node: captures change it).
  MatePattern(const chess::Position& pos, chess::Color winner, Rewards rewards);
  // `moves` in the order of the searches: rewarded, ordinary, punished (each in the order of
  // `moves`), into `out` (room for all of them), each one's class into `kinds` unless null.
  // Returns how many.
  std::size_t order(const chess::Position& pos, const chess::MoveList& moves, chess::Move* out, Progress* kinds) const;
  // Position::gives_check for a move of the winner (on the winner's move), from the check
  // squares and the discovering men found once per position.
  bool gives_check(const chess::Position& pos, chess::Move m) const;

 private:
  // Where the moves of one man go with a reward and with a punishment (the other squares: an
  // ordinary move): a whole move list is classified by one lookup per move.
  struct Targets {
    chess::Bitboard rewarded, punished;
  };
  // The targets of the man of type `pt` on `from`, given the squares where its move captures
  // and where it gives check, and whether it promotes to a queen or rook.
  Targets targets(chess::Square from, chess::PieceType pt, chess::Bitboard captures, chess::Bitboard checks,
                  bool heavy_promotion) const;
  Targets targets_direct(chess::Square from, chess::PieceType pt, chess::Bitboard captures,
                         chess::Bitboard checks) const;
  Targets targets_patient(chess::Square from, chess::PieceType pt, chess::Bitboard captures, chess::Bitboard checks,
                          bool heavy_promotion) const;
  // Castling, promotions and en passant: what they capture and check is not their target square's.
  Progress classify_special(const chess::Position& pos, chess::Move m) const;
  void find_checks(const chess::Position& pos);
  void find_offers(const chess::Position& pos);
  void find_own_offers(const chess::Position& pos);
  void find_approaches(const chess::Position& pos);
  // Where the move of the man of type `pt` on `from` is a sacrifice that opens a chain (or takes
  // one), tried before the other rewarded moves (kOpening).
  chess::Bitboard sacrifices(chess::Square from, chess::PieceType pt, chess::Bitboard captures) const;

  chess::Color winner_;
  Rewards rewards_;
  bool winner_to_move_;
  chess::Square loser_king_;
  chess::Square corner_;         // where the loser's king should go
  chess::Square winner_king_;    // two ranks in front of the corner
  chess::Square blocker_;        // next to the corner on the loser's back rank
  chess::Square knight_target_;  // three files and ranks in from the corner (e5 for h8)
  bool loser_must_promote_;      // the winner's men alone cannot mate even with blockers
  bool bishops_walk_;            // in bishops-and-pawns positions, bishops approach too
  std::array<chess::Bitboard, chess::kPieceTypeCount> check_squares_{};  // where each kind checks
  chess::Bitboard discoverers_ = 0;  // the winner's men whose step off a line uncovers a check
  // The side to move's pawns that cannot step (a man in front of them); without kOpening's
  // sacrifices, the loser's pawns held head to head by the winner's.
  chess::Bitboard locked_pawns_ = 0;
  chess::Bitboard offered_ = 0;     // the winner's pieces such a pawn may take
  chess::Bitboard offers_ = 0;      // where a piece of the side to move is offered to such a pawn of the other side
  chess::Bitboard in_the_way_ = 0;  // the winner's pieces in front of its own pawns
  chess::Bitboard approaches_ = 0;  // where a bishop reaches an offer in one move
  bool open_chains_ = false;        // bishops and pawns alone: the sacrifices that open a chain are sought
};

// Moves of the side to move that capture a man (en passant included).
bool is_capture(const chess::Position& pos, chess::Move m);

// Inline: the searches ask it of every move of the winner. A move of a man that is not a pawn
// promoting, castling or taking en passant checks when it lands on a check square of its kind
// (those seen through its old square are on the line of a slider that would already give check)
// or steps off the line of a discovered check.
inline bool MatePattern::gives_check(const chess::Position& pos, chess::Move m) const {
  using namespace chess;
  if (m.kind() != MoveKind::kNormal) return pos.gives_check(m);
  const PieceType pt = type_of(pos.piece_on(m.from()));
  if (check_squares_[pt] & square_bb(m.to())) return true;
  return (discoverers_ & square_bb(m.from())) && !(line_bb(m.from(), loser_king_) & square_bb(m.to()));
}

}  // namespace drawbridge::dead
