// Legality of one given move, decided from the board alone: replaying a game validates each
// input move, and generating every legal move to find one of them would cost far more.
// The answer is exactly "m is one of legal_moves()", encoding included (unit-tested so).
#include "rules/chess/bitboard.h"
#include "rules/chess/position.h"

namespace drawbridge::chess {
namespace {

// Whether a bishop, rook or queen on `from` reaches `to`: the small line tables for one target
// square, not the large attack tables (whose lookups miss the cache in a replay).
bool slides_to(PieceType slider, Square from, Square to, Bitboard occupied) {
  if (!line_bb(from, to) || (between_bb(from, to) & occupied)) return false;
  const bool straight = file_of(from) == file_of(to) || rank_of(from) == rank_of(to);
  return slider == kQueen || (slider == kRook) == straight;
}

}  // namespace

bool Position::is_legal(Move m) const {
  const Square from = m.from();
  const Piece piece = board_[from];
  if (piece == kNoPiece || color_of(piece) != side_) return false;
  // The generator writes the promotion bits only on promotions.
  if (m.kind() != MoveKind::kPromotion && m.promotion() != kKnight) return false;
  const bool pawn = type_of(piece) == kPawn;
  switch (m.kind()) {
    case MoveKind::kCastling: return type_of(piece) == kKing && castling_legal(m);
    case MoveKind::kEnPassant:
      return pawn && st().ep_legal && m.to() == st().ep_square && !more_than_one(checkers()) &&
             (pawn_attacks(side_, from) & square_bb(m.to())) && ep_move_legal(from, m.to());
    case MoveKind::kPromotion:
    case MoveKind::kNormal: {
      const int to_rank = rank_of(m.to());
      const bool promotes = pawn && (to_rank == 0 || to_rank == 7);
      if (promotes != (m.kind() == MoveKind::kPromotion)) return false;
      if (type_of(piece) == kKing) return king_step_legal(from, m.to());
      return piece_move_legal(m);
    }
  }
  return false;
}

// Nothing of the opponent may attack the destination once the king has left its square
// (stepping back along a checking line is no escape).
bool Position::king_step_legal(Square from, Square to) const {
  if (!(king_attacks(from) & ~pieces(side_) & square_bb(to))) return false;
  return !attackers_of(~side_, to, pieces() ^ square_bb(from));
}

// A pawn or piece move (not en passant): the piece must reach `to`, and afterwards no enemy
// piece other than one captured on `to` may attack the king. That one test covers checks
// left unanswered and pins alike.
bool Position::piece_move_legal(Move m) const {
  const Color us = side_;
  const Square from = m.from(), to = m.to();
  const Bitboard to_bb = square_bb(to), occupied = pieces();
  if (more_than_one(checkers()) || (pieces(us) & to_bb)) return false;
  Bitboard reach = 0;
  switch (type_of(board_[from])) {
    case kPawn: {
      const Square one = Square(from + pawn_push(us));
      reach = pawn_attacks(us, from) & pieces(~us);
      if (!(occupied & square_bb(one))) {
        reach |= square_bb(one);
        if (rank_of(from) == relative_rank(us, 1)) reach |= square_bb(Square(one + pawn_push(us))) & ~occupied;
      }
      break;
    }
    case kKnight: reach = knight_attacks(from); break;
    case kBishop:
    case kRook:
    case kQueen: reach = slides_to(type_of(board_[from]), from, to, occupied) ? to_bb : 0; break;
    default: return false;
  }
  return (reach & to_bb) && keeps_king_safe(m);
}

bool Position::king_unattacked_after(Square from, Square to) const {
  const Bitboard to_bb = square_bb(to);
  const Bitboard after = (pieces() ^ square_bb(from)) | to_bb;
  return !(attackers_of(~side_, king_square(side_), after) & ~to_bb);
}

// King takes its own castling rook: the right must stand, the path be empty, the king not in
// check nor cross or land on an attacked square, and the rook not be pinned (in Chess960 it
// may shield the king's destination).
bool Position::castling_legal(Move m) const {
  const Color us = side_, them = ~us;
  const Square king = m.from(), rook = m.to();
  if (checkers()) return false;
  const int first = us == kWhite ? 0 : 2;
  int i = first;
  while (i < first + 2 && !((st().castling & (1 << i)) && castling_rook_[i] == rook)) ++i;
  if (i == first + 2) return false;
  const Bitboard occupied = pieces();
  if (castling_path_[i] & occupied) return false;
  if (attackers_of(them, king, occupied ^ square_bb(rook))) return false;
  const Bitboard without_king = occupied ^ square_bb(king);
  for (Bitboard walk = castling_king_walk_[i]; walk;)
    if (attackers_of(them, pop_lsb(walk), without_king)) return false;
  return true;
}

}  // namespace drawbridge::chess
