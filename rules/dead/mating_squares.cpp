// Part 3 of the argument at the top of blocked_pawns.cpp: the mating squares under (I).
#include <algorithm>
#include <array>
#include <vector>

#include "rules/dead/frozen_structure.h"

namespace drawbridge::dead {
namespace {

using namespace chess;

// Can every flight get a distinct blocker? `can_block[i]` is the set of squares the i-th
// blocker reaches. Augmenting paths: at most 8 flights, at most 15 blockers.
class FlightMatching {
 public:
  explicit FlightMatching(const std::vector<Bitboard>& can_block)
      : can_block_(can_block), flight_of_(can_block.size(), kNoSquare) {}

  bool all_blocked(Bitboard flights) {
    if (popcount(flights) > int(can_block_.size())) return false;
    std::fill(flight_of_.begin(), flight_of_.end(), kNoSquare);
    for (Bitboard b = flights; b;) {
      visited_ = 0;
      if (!augment(pop_lsb(b))) return false;
    }
    return true;
  }

 private:
  bool augment(Square f) {
    for (std::size_t i = 0; i < can_block_.size(); ++i) {
      if (!(can_block_[i] & square_bb(f)) || ((visited_ >> i) & 1)) continue;
      visited_ |= std::uint32_t(1) << i;
      if (flight_of_[i] == kNoSquare || augment(flight_of_[i])) {
        flight_of_[i] = f;
        return true;
      }
    }
    return false;
  }

  const std::vector<Bitboard>& can_block_;
  std::vector<Square> flight_of_;
  std::uint32_t visited_ = 0;
};

// Whether the side to move has a move that mates.
bool mates_in_one(const Position& pos) {
  Position scratch = pos;
  for (const Move m : pos.legal_moves()) {
    if (!pos.gives_check(m)) continue;
    scratch.make_move(m);
    const bool mate = scratch.is_checkmate();
    scratch.unmake_move();
    if (mate) return true;
  }
  return false;
}

// Every flight of k covered: by the winner's men other than the king, by its king from a
// square not next to k, or by a distinct loser's man standing there.
bool flights_coverable(Square k, Bitboard attacked, const Reach& winner_king, const Reach& loser_king,
                       FlightMatching& matching) {
  const Bitboard flights = king_attacks(k) & loser_king.squares & ~attacked;
  if (flights == 0 || matching.all_blocked(flights)) return true;
  const Bitboard king_spots = winner_king.squares & ~king_attacks(k) & ~square_bb(k);
  for (Bitboard q = king_spots; q;) {
    const Bitboard rest = flights & ~king_attacks(pop_lsb(q));
    if (rest == 0 || matching.all_blocked(rest)) return true;
  }
  return false;
}

// When the loser can only ever move its king, a mate on k (other than one by the next move)
// follows a king step k' -> k, k' a flight of k. If only the winner's king can cover k', it
// must stand next to k' at the mate, but it stood away from k' and k when the loser's king
// stepped: the mating move is then a king step that uncovers a check along a line through
// its old square, by a slider of `lines` (diagonal, straight).
bool tempo_allows(Square k, Bitboard attacked, const Reach& winner_king, const Reach& loser_king,
                  std::array<bool, 2> lines) {
  for (Bitboard from = king_attacks(k) & loser_king.squares; from;) {
    const Square k_prev = pop_lsb(from);
    if (attacked & square_bb(k_prev)) return true;
    const Bitboard away = ~king_attacks(k) & ~square_bb(k) & ~king_attacks(k_prev) & ~square_bb(k_prev);
    for (Bitboard at_mate = winner_king.squares & king_attacks(k_prev) & ~king_attacks(k) & ~square_bb(k); at_mate;) {
      for (Bitboard before = winner_king.squares & king_attacks(pop_lsb(at_mate)) & away; before;) {
        const Square q = pop_lsb(before);
        const bool diagonal = (bishop_attacks(q, 0) & square_bb(k)) != 0;
        const bool straight = (rook_attacks(q, 0) & square_bb(k)) != 0;
        if ((diagonal && lines[0]) || (straight && lines[1])) return true;
      }
    }
  }
  return false;
}

}  // namespace

bool no_mating_square(const Position& pos, Color side, const FrozenStructure& structure) {
  const Reaches& reaches = structure.reaches;
  const Color loser = ~side;
  const Bitboard attacked = structure.frozen_cover[side] | reaches.cover[side];
  const Bitboard mating_squares = reaches.king[loser].squares & attacked;
  if (mating_squares == 0) return true;

  std::vector<Bitboard> can_block;
  for (const Reach& r : reaches.men[loser]) can_block.push_back(r.squares);
  FlightMatching matching(can_block);
  const bool loser_king_only =
      (pos.pieces(loser) & ~pos.pieces(loser, kKing) & ~(structure.frozen | structure.fixed)) == 0;
  const Bitboard winner_men = pos.pieces(side) & ~pos.pieces(kPawn) & ~pos.pieces(kKing);
  const std::array<bool, 2> lines = {(winner_men & (pos.pieces(kBishop) | pos.pieces(kQueen))) != 0,
                                     (winner_men & (pos.pieces(kRook) | pos.pieces(kQueen))) != 0};
  const bool next_move_mates_possible = pos.side_to_move() == side;
  for (Bitboard b = mating_squares; b;) {
    const Square k = pop_lsb(b);
    if (!flights_coverable(k, attacked, reaches.king[side], reaches.king[loser], matching)) continue;
    if (!loser_king_only) return false;
    // The step k' -> k exists unless the mate comes now, which is simply tried.
    if (next_move_mates_possible && k == pos.king_square(loser) && mates_in_one(pos)) return false;
    if (tempo_allows(k, attacked, reaches.king[side], reaches.king[loser], lines)) return false;
  }
  return true;
}

}  // namespace drawbridge::dead
