#include "rules/chess/san_fast_path.h"

#include <cstdlib>
#include <optional>

#include "rules/chess/bitboard.h"
#include "rules/chess/names.h"
#include "rules/chess/san.h"

namespace drawbridge::chess {
namespace {

// The squares a `piece` of the side to move may come from to reach `to`: attacks are symmetric,
// so they are the piece's own attacks from `to` (a king's or knight's step, a slider's rays
// through `occupied`). One table lookup stands for a walk over the pieces of that kind.
Bitboard reaching(PieceType piece, Square to, Bitboard occupied) {
  switch (piece) {
    case kKnight: return knight_attacks(to);
    case kBishop: return bishop_attacks(to, occupied);
    case kRook: return rook_attacks(to, occupied);
    case kQueen: return queen_attacks(to, occupied);
    default: return king_attacks(to);
  }
}

// Nf3, Nbd7, R1e2, Qh4xe1 is left to parse_san; x anywhere before the square.
[[gnu::always_inline]] inline Move piece_move(const Position& pos, PieceType piece, std::string_view s) {
  if (s.size() < 2 || !is_file_char(s[s.size() - 2]) || !is_rank_char(s.back())) return Move::none();
  const Square to = make_square(s[s.size() - 2] - 'a', s.back() - '1');
  s.remove_suffix(2);
  if (!s.empty() && s.back() == 'x') s.remove_suffix(1);
  Bitboard from_mask = ~Bitboard{0};  // the disambiguation's file and rank
  if (!s.empty() && is_file_char(s.front())) {
    from_mask &= file_bb(s.front() - 'a');
    s.remove_prefix(1);
  }
  if (!s.empty() && is_rank_char(s.front())) {
    from_mask &= rank_bb(s.front() - '1');
    s.remove_prefix(1);
  }
  if (!s.empty()) return Move::none();
  const Color us = pos.side_to_move();
  if (pos.pieces(us) & square_bb(to)) return Move::none();
  Bitboard from = pos.pieces(us, piece) & reaching(piece, to, pos.pieces()) & from_mask;
  if (!from) return Move::none();
  // Every candidate reaches `to`: only the king's safety is left to test (the king's own
  // steps are tested whole). More than one safe candidate is an ambiguity parse_san words.
  if (piece == kKing || !more_than_one(from)) {  // most moves: one candidate, one test
    const Move m(lsb(from), to);
    return (piece == kKing ? pos.is_legal(m) : pos.keeps_king_safe(m)) ? m : Move::none();
  }
  Move found = Move::none();
  do {
    const Move m(pop_lsb(from), to);
    if (!pos.keeps_king_safe(m)) continue;
    if (!found.is_none()) return Move::none();
    found = m;
  } while (from);
  return found;
}

// e4, exd5, e8=Q, e8Q, exd8=Q (en passant from the board).
[[gnu::always_inline]] inline Move pawn_move(const Position& pos, std::string_view s) {
  const int from_file = s[0] - 'a';
  const bool capture = s.size() >= 2 && s[1] == 'x';
  if (capture) s.remove_prefix(2);
  if (s.size() < 2 || !is_file_char(s[0]) || !is_rank_char(s[1])) return Move::none();
  const Square to = make_square(s[0] - 'a', s[1] - '1');
  s.remove_prefix(2);
  if (!s.empty() && s.front() == '=') {
    s.remove_prefix(1);
    if (s.empty()) return Move::none();  // "e8=" names no piece: parse_san words the error
  }
  std::optional<PieceType> promotion;
  if (!s.empty()) {
    promotion = piece_type_from_letter(s.front());
    if (!promotion || *promotion == kPawn || *promotion == kKing || s.size() != 1) return Move::none();
  }
  const Color us = pos.side_to_move();
  const Piece pawn = make_piece(us, kPawn);
  const int forward = us == kWhite ? 8 : -8;
  const bool last_rank = relative_rank(us, rank_of(to)) == 7;
  if (last_rank != promotion.has_value()) return Move::none();
  const Piece target = pos.piece_on(to);
  Square from;
  if (capture) {
    if (std::abs(from_file - file_of(to)) != 1) return Move::none();
    const int from_rank = rank_of(to) - (us == kWhite ? 1 : -1);
    if (from_rank < 0 || from_rank > 7) return Move::none();
    from = make_square(from_file, from_rank);
    if (pos.piece_on(from) != pawn) return Move::none();
    if (target == kNoPiece) {  // en passant, or nothing to take
      const Move m(from, to, MoveKind::kEnPassant);
      return to == pos.ep_square() && pos.is_legal(m) ? m : Move::none();
    }
    if (color_of(target) == us) return Move::none();
  } else {
    if (from_file != file_of(to) || target != kNoPiece) return Move::none();
    const int one_back = static_cast<int>(to) - forward;
    if (one_back < 0 || one_back > 63) return Move::none();
    const bool double_step = pos.piece_on(Square(one_back)) == kNoPiece && relative_rank(us, rank_of(to)) == 3;
    from = Square(double_step ? one_back - forward : one_back);
    if (pos.piece_on(from) != pawn) return Move::none();
  }
  // The pawn reaches `to` (an empty square ahead, or an enemy piece diagonally): only the
  // king's safety is left to test, as Position::is_legal would.
  const Move m = promotion ? Move(from, to, MoveKind::kPromotion, *promotion) : Move(from, to);
  return pos.keeps_king_safe(m) ? m : Move::none();
}

// O-O, O-O-O (or with zeros): the king takes the rook of that right, if it is legal.
Move castling(const Position& pos, bool king_side) {
  const Color us = pos.side_to_move();
  const CastlingRight right = us == kWhite ? (king_side ? kWhiteOO : kWhiteOOO) : (king_side ? kBlackOO : kBlackOOO);
  const Square rook = pos.castling_rook_square(right);
  if (rook == kNoSquare) return Move::none();
  const Move m(pos.king_square(us), rook, MoveKind::kCastling);
  return pos.is_legal(m) ? m : Move::none();
}

// The piece a SAN letter names, the pawn aside (Pe4 is for the general path).
PieceType piece_named(char letter) {
  switch (letter) {
    case 'N': return kKnight;
    case 'B': return kBishop;
    case 'R': return kRook;
    case 'Q': return kQueen;
    case 'K': return kKing;
    default: return kNoPieceType;
  }
}

// Inlined into san_move_or_none, which is called once for every move of every game scanned,
// with piece_move and pawn_move: one call a move.
[[gnu::always_inline]] inline Move fast_move(const Position& pos, std::string_view text) {
  const std::string_view s = strip_san_suffixes(text);
  if (s.size() < 2) return Move::none();
  if (is_file_char(s[0])) return pawn_move(pos, s);
  if (const PieceType piece = piece_named(s[0]); piece != kNoPieceType) return piece_move(pos, piece, s.substr(1));
  if (s == "O-O" || s == "0-0") return castling(pos, true);
  if (s == "O-O-O" || s == "0-0-0") return castling(pos, false);
  return Move::none();
}

}  // namespace

Move common_san_move(const Position& pos, std::string_view text) { return fast_move(pos, text); }

absl::StatusOr<Move> parse_san(const Position& pos, std::string_view text) {
  if (const Move m = fast_move(pos, text); !m.is_none()) return m;
  return parse_san_by_legal_moves(pos, text);
}

// Flattened: the board tests of the common forms are inlined into one function.
[[gnu::flatten]] Move san_move_or_none(const Position& pos, std::string_view text) {
  if (const Move m = fast_move(pos, text); !m.is_none()) return m;
  return parse_san_by_legal_moves(pos, text).value_or(Move::none());
}

}  // namespace drawbridge::chess
