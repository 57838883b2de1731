// Men that never move but may be taken where they stand.
//
// Why it is sound: a piece m that (I) of blocked_pawns.cpp would keep as a wall, but that the
// other side may capture, is not set free. Take its colour's men G (m among them) whose every
// step, while all of G stand, lands on a wall, on a man of G or (a king's) on a square a frozen
// pawn of the other colour attacks: no man of G moves while G stands, except by a capture. If no
// man of G can capture (no square it attacks may hold a man of the other colour; none stands on a
// square of G while G stands) and none but m can be captured (nothing may attack its square but
// the other king, and it only where a wall of G's colour defends it), the first change in G is
// the capture of m: m stands where it stands until it is taken, and until then attacks only what
// it attacks with G standing. (I) then holds with m's reach its own square, the rest of G free to
// move within their reach, and other men passing through m's square once it is gone.
#include "rules/dead/frozen_structure.h"

namespace drawbridge::dead {

using namespace chess;

namespace {

// The men G of m's colour that cannot move while all of G stand (m among them; not counting
// the men of `taken_elsewhere`), or 0 when m can move.
Bitboard stuck_with(const Position& pos, Square m, Bitboard walls, Bitboard taken_elsewhere,
                    const std::array<Bitboard, 2>& frozen_cover) {
  const Color c = color_of(pos.piece_on(m));
  Bitboard group = pos.pieces(c) & ~pos.pieces(kPawn) & ~walls & ~taken_elsewhere;
  for (;;) {
    const Bitboard blocked = walls | group;
    Bitboard next = 0;
    for (Bitboard b = group; b;) {
      const Square s = pop_lsb(b);
      const PieceType pt = type_of(pos.piece_on(s));
      const Bitboard forbidden = pt == kKing ? frozen_cover[~c] : 0;
      if (!(steps(pt, s, blocked) & ~blocked & ~forbidden)) next |= square_bb(s);
    }
    if (next == group) return (group & square_bb(m)) ? group : 0;
    group = next;
  }
}

// Whether no man of G captures, and none but m is ever captured, while G stands.
bool group_stands_until_taken(const Position& pos, Square m, Bitboard group, Bitboard walls, const Reaches& r,
                              const std::array<Bitboard, 2>& frozen_cover, const std::array<Bitboard, 2>& defended) {
  const Color c = color_of(pos.piece_on(m));
  const Bitboard their_stands = r.stands[~c] & ~group;
  for (Bitboard b = group; b;) {
    const Square s = pop_lsb(b);
    const PieceType pt = type_of(pos.piece_on(s));
    if (pt == kKing) {
      if (king_attacks(s) & their_stands & ~defended[~c]) return false;
      continue;
    }
    if (steps(pt, s, walls | group) & their_stands) return false;
    if (s == m) continue;
    const Bitboard taken_by_king = r.king[~c].cover & ~defended[c];
    if (square_bb(s) & (frozen_cover[~c] | r.cover[~c] | taken_by_king)) return false;
  }
  return true;
}

}  // namespace

Bitboard cover_while_standing(const Position& pos, Square m, Bitboard walls, Bitboard group) {
  return steps(type_of(pos.piece_on(m)), m, walls | group);
}

// For each piece taken in place, its men G; a piece without them is set free.
void group_pieces_taken_in_place(const Position& pos, FrozenStructure& out) {
  for (bool changed = true; changed;) {
    changed = false;
    for (Bitboard b = out.taken_in_place; b;) {
      const Square m = pop_lsb(b);
      out.group[m] = stuck_with(pos, m, out.frozen | out.fixed, out.taken_in_place & ~square_bb(m), out.frozen_cover);
      if (out.group[m]) continue;
      out.taken_in_place &= ~square_bb(m);
      changed = true;
    }
  }
}

// Sets free the pieces taken in place whose men G may capture or be captured; true if any.
bool free_pieces_not_taken_in_place(const Position& pos, FrozenStructure& out,
                                    const std::array<Bitboard, 2>& defended) {
  Bitboard freed = 0;
  for (Bitboard b = out.taken_in_place; b;) {
    const Square m = pop_lsb(b);
    if (!group_stands_until_taken(pos, m, out.group[m], out.frozen | out.fixed, out.reaches, out.frozen_cover,
                                  defended))
      freed |= square_bb(m);
  }
  out.taken_in_place &= ~freed;
  return freed != 0;
}

}  // namespace drawbridge::dead
