// Castling rights that a wall makes void.
//
// Why it is sound: castling needs every square the king and the rook cross or land on empty,
// their own squares aside (FIDE 3.8.2). A wall of blocked_pawns.cpp (a frozen pawn or an
// immovable man, safe from every capture) on that path stands there at every move to come, by
// induction over the moves under the invariant (I): before a move the wall stands, so the move
// is no castling, so it is one of the moves (I) covers, and after it the wall still stands. The
// right then never turns into a move, and the proof holds as if it were gone.
#include "rules/dead/frozen_structure.h"

namespace drawbridge::dead {

using namespace chess;

bool castling_walled_off(const Position& pos, Bitboard walls) {
  for (const CastlingRight cr : {kWhiteOO, kWhiteOOO, kBlackOO, kBlackOOO}) {
    if (!(pos.castling_rights() & cr)) continue;
    const Color c = cr == kWhiteOO || cr == kWhiteOOO ? kWhite : kBlack;
    const bool king_side = cr == kWhiteOO || cr == kBlackOO;
    const Square king = pos.king_square(c), rook = pos.castling_rook_square(cr);
    const Square king_to = relative_square(c, king_side ? kG1 : kC1);
    const Square rook_to = relative_square(c, king_side ? kF1 : kD1);
    const Bitboard path =
        (between_bb(king, king_to) | square_bb(king_to) | between_bb(rook, rook_to) | square_bb(rook_to)) &
        ~(square_bb(king) | square_bb(rook));
    if (!(path & walls)) return false;
  }
  return true;
}

// A wall is a king (its steps may be barred by squares pawns attack), a pawn with a wall in
// front, or another man whose every step lands on a wall: walls are men, so each is here.
Bitboard wall_candidates(const Position& pos) {
  const Bitboard occupied = pos.pieces();
  Bitboard candidates = pos.pieces(kKing) | (pos.pieces(kWhite, kPawn) & shift<-8>(occupied)) |
                        (pos.pieces(kBlack, kPawn) & shift<8>(occupied));
  for (Bitboard b = occupied & ~pos.pieces(kPawn) & ~pos.pieces(kKing); b;) {
    const Square s = pop_lsb(b);
    if (!(steps(type_of(pos.piece_on(s)), s, occupied) & ~occupied)) candidates |= square_bb(s);
  }
  return candidates;
}

}  // namespace drawbridge::dead
