// Squares that bishops shut in a cage always defend, however they stand in it.
//
// Why it is sound: under the invariant (I) of blocked_pawns.cpp every man stays in its reach.
// When the bishops of one colour with one same reach R (a cage: the squares their diagonal
// steps visit between the walls) are the only men whose reach meets R, no other man ever
// stands on R: nothing is ever captured there and nothing promotes into it (no pawn that may
// promote leaves a structure). R then always holds exactly those n bishops and |R| - n empty
// squares. A square x outside R whose diagonals run through more than |R| - n squares of R
// before leaving it has a bishop on one of those squares, and on that diagonal the first man
// from x is a bishop of the cage: x is attacked (a pin does not matter: a king never steps
// onto an attacked square). So the other king never takes a man on x.
#include <vector>

#include "rules/dead/frozen_structure.h"

namespace drawbridge::dead {

using namespace chess;

namespace {

// Whether a man other than the bishops of colour c with reach `cage` may ever stand on it.
bool cage_is_shut(Color c, Bitboard cage, const Reaches& reaches) {
  for (const Color owner : {kWhite, kBlack}) {
    if (reaches.king[owner].squares & cage) return false;
    for (const Reach& r : reaches.men[owner]) {
      if (!(r.squares & cage)) continue;
      if (owner != c || r.type != kBishop || r.squares != cage) return false;
    }
  }
  return true;
}

// The squares outside `cage` that `bishops` bishops always attack from it.
Bitboard defended_from_cage(Bitboard cage, int bishops) {
  const int holes = popcount(cage) - bishops;
  Bitboard defended = 0;
  Bitboard seen = 0;
  for (Bitboard b = cage; b;) seen |= bishop_attacks(pop_lsb(b), ~cage);
  for (Bitboard b = seen & ~cage; b;) {
    const Square x = pop_lsb(b);
    if (popcount(bishop_attacks(x, ~cage) & cage) > holes) defended |= square_bb(x);
  }
  return defended;
}

}  // namespace

Bitboard defended_by_caged_bishops(Color c, const Reaches& reaches) {
  std::vector<Bitboard> cages;
  for (const Reach& r : reaches.men[c]) {
    if (r.type != kBishop) continue;
    bool known = false;
    for (const Bitboard cage : cages) known |= cage == r.squares;
    if (!known) cages.push_back(r.squares);
  }
  Bitboard defended = 0;
  for (const Bitboard cage : cages) {
    if (!cage_is_shut(c, cage, reaches)) continue;
    int bishops = 0;
    for (const Reach& r : reaches.men[c]) bishops += r.type == kBishop && r.squares == cage;
    defended |= defended_from_cage(cage, bishops);
  }
  return defended;
}

}  // namespace drawbridge::dead
