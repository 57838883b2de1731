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

namespace {

constexpr CastlingRight kRights[] = {kWhiteOO, kWhiteOOO, kBlackOO, kBlackOOO};

// The squares the king and the rook of a right the position holds cross or land on, their own
// squares aside.
Bitboard castling_path(const Position& pos, CastlingRight cr) {
  const Color c = cr == kWhiteOO || cr == kWhiteOOO ? kWhite : kBlack;
  const bool king_side = cr == kWhiteOO || cr == kBlackOO;
  const Square king = pos.king_square(c), rook = pos.castling_rook_square(cr);
  const Square king_to = relative_square(c, king_side ? kG1 : kC1);
  const Square rook_to = relative_square(c, king_side ? kF1 : kD1);
  return (between_bb(king, king_to) | square_bb(king_to) | between_bb(rook, rook_to) | square_bb(rook_to)) &
         ~(square_bb(king) | square_bb(rook));
}

// Whether the man on `s` (a first or last rank square: no pawn) may be a wall: a king (its
// steps may be barred by squares pawns attack), or a man whose every step lands on a man that
// may be a wall too (a piece, or a pawn with a man in front of it; walls are such men).
bool may_be_wall(const Position& pos, Square s) {
  const PieceType pt = type_of(pos.piece_on(s));
  const Bitboard occupied = pos.pieces();
  const Bitboard stoppers = (occupied & ~pos.pieces(kPawn)) | (pos.pieces(kWhite, kPawn) & shift<-8>(occupied)) |
                            (pos.pieces(kBlack, kPawn) & shift<8>(occupied));
  return pt == kKing || !(steps(pt, s, occupied) & ~stoppers);
}

}  // namespace

bool castling_walled_off(const Position& pos, Bitboard walls) {
  for (const CastlingRight cr : kRights)
    if ((pos.castling_rights() & cr) && !(castling_path(pos, cr) & walls)) return false;
  return true;
}

bool castling_may_be_walled_off(const Position& pos) {
  for (const CastlingRight cr : kRights) {
    if (!(pos.castling_rights() & cr)) continue;
    bool candidate = false;
    for (Bitboard b = castling_path(pos, cr) & pos.pieces(); b && !candidate;) candidate = may_be_wall(pos, pop_lsb(b));
    if (!candidate) return false;
  }
  return true;
}

}  // namespace drawbridge::dead
