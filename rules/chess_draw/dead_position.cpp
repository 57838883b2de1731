#include "rules/chess_draw/dead_position.h"

#include <bit>

#include "rules/dead/mate_decider.h"

namespace drawbridge::draw {
namespace {

constexpr chess::Bitboard kLightSquares = 0x55AA55AA55AA55AAULL;

bool on_one_colour(chess::Bitboard squares) {
  return (squares & kLightSquares) == 0 || (squares & ~kLightSquares) == 0;
}

}  // namespace

bool InsufficientMaterial::can_mate(const chess::Position& pos, chess::Color side) const {
  using namespace chess;
  const Color other = ~side;
  const Bitboard heavy_or_pawn = pos.pieces(kPawn) | pos.pieces(kRook) | pos.pieces(kQueen);
  if (heavy_or_pawn & pos.pieces(side)) return true;
  const Bitboard knights = pos.pieces(side, kKnight);
  const Bitboard bishops = pos.pieces(side, kBishop);
  if (knights == 0 && bishops == 0) return false;
  const Bitboard other_men = pos.pieces(other) & ~pos.pieces(other, kKing);
  if (bishops == 0) return !(std::popcount(knights) == 1 && other_men == 0);
  if (knights != 0) return true;
  // Bishops confined to one square colour neither attack nor block the mated king's flight
  // squares of the other colour, and the attacking king cannot cover all of those.
  const Bitboard all_bishops = bishops | pos.pieces(other, kBishop);
  return !(other_men == pos.pieces(other, kBishop) && on_one_colour(all_bishops));
}

namespace {

// Queens, rooks and knights are walled in for good only in composed positions; in games the
// proof pays off with kings, bishops and pawns alone, so only then is it tried.
bool walled_rarely(const chess::Position& pos) {
  return (pos.pieces(chess::kQueen) | pos.pieces(chess::kRook) | pos.pieces(chess::kKnight)) != 0;
}

}  // namespace

bool StaticUnwinnability::can_mate(const chess::Position& pos, chess::Color side) const {
  if (!InsufficientMaterial().can_mate(pos, side)) return false;
  if (walled_rarely(pos)) return true;
  return dead::decide_can_mate_statically(pos, side).answer != dead::MateAnswer::kCannotMate;
}

// can_mate is then InsufficientMaterial's, which reads the men and their bishops' square
// colours: a pawn's step changes neither.
bool StaticUnwinnability::unchanged_by_pawn_step(const chess::Position& after) const { return walled_rarely(after); }

bool SearchedUnwinnability::can_mate(const chess::Position& pos, chess::Color side) const {
  dead::SearchLimits limits;
  limits.deadline = std::chrono::steady_clock::now() + max_time_;
  return dead::decide_can_mate(pos, side, limits).answer != dead::MateAnswer::kCannotMate;
}

bool is_dead_position(const chess::Position& pos, const MatePossibility& detector) {
  return !detector.can_mate(pos, chess::kWhite) && !detector.can_mate(pos, chess::kBlack);
}

}  // namespace drawbridge::draw
