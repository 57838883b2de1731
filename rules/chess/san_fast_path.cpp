#include "rules/chess/san_fast_path.h"

#include <array>
#include <cstdlib>
#include <optional>

#include "rules/chess/bitboard.h"
#include "rules/chess/names.h"
#include "rules/chess/san.h"

namespace drawbridge::chess {
namespace {

// The one legal move among `candidates` if exactly one is legal, else Move::none() (never a
// legal move). Not std::optional: its flag byte, stored and then read back with the move in
// one word, stalled the store forwarding of the hottest loop. `legal` decides each candidate.
template <class Legal>
Move only_legal(const Move* candidates, std::size_t count, Legal legal) {
  Move found = Move::none();
  for (std::size_t i = 0; i < count; ++i) {
    if (!legal(candidates[i])) continue;
    if (!found.is_none()) return Move::none();
    found = candidates[i];
  }
  return found;
}

// Nf3, Nbd7, R1e2, Qh4xe1 is left to parse_san; x anywhere before the square.
Move piece_move(const Position& pos, PieceType piece, std::string_view s) {
  if (s.size() < 2 || !is_file_char(s[s.size() - 2]) || !is_rank_char(s.back())) return Move::none();
  const Square to = make_square(s[s.size() - 2] - 'a', s.back() - '1');
  s.remove_suffix(2);
  if (!s.empty() && s.back() == 'x') s.remove_suffix(1);
  int file = -1, rank = -1;
  if (!s.empty() && is_file_char(s.front())) {
    file = s.front() - 'a';
    s.remove_prefix(1);
  }
  if (!s.empty() && is_rank_char(s.front())) {
    rank = s.front() - '1';
    s.remove_prefix(1);
  }
  if (!s.empty()) return Move::none();
  const Color us = pos.side_to_move();
  if (pos.pieces(us) & square_bb(to)) return Move::none();
  // A slider reaches `to` when it shares a line with it and nothing stands between: the small
  // between table instead of the large magic tables, for the one or two pieces of the kind.
  const Bitboard occupied = pos.pieces();
  Bitboard from = pos.pieces(us, piece);
  if (piece == kKnight) {
    from &= knight_attacks(to);
  } else if (piece == kKing) {
    from &= king_attacks(to);
  } else {
    Bitboard reaching = 0;
    for (Bitboard b = from; b;) {
      const Square sq = pop_lsb(b);
      if (!line_bb(sq, to) || (between_bb(sq, to) & occupied)) continue;
      const bool straight = file_of(sq) == file_of(to) || rank_of(sq) == rank_of(to);
      if (piece == kQueen || (piece == kRook) == straight) reaching |= square_bb(sq);
    }
    from = reaching;
  }
  std::array<Move, 10> candidates{};
  std::size_t count = 0;
  while (from && count < candidates.size()) {
    const Square sq = pop_lsb(from);
    if ((file < 0 || file_of(sq) == file) && (rank < 0 || rank_of(sq) == rank)) candidates[count++] = Move(sq, to);
  }
  // Every candidate reaches `to`: only the king's safety is left to test (the king's own
  // steps are tested whole).
  if (piece == kKing) return only_legal(candidates.data(), count, [&](Move m) { return pos.is_legal(m); });
  return only_legal(candidates.data(), count, [&](Move m) { return pos.keeps_king_safe(m); });
}

// e4, exd5, e8=Q, e8Q, exd8=Q (en passant from the board).
Move pawn_move(const Position& pos, std::string_view s) {
  int from_file = s[0] - 'a';
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
  const int forward = us == kWhite ? 8 : -8;
  const bool last_rank = relative_rank(us, rank_of(to)) == 7;
  if (last_rank != promotion.has_value()) return Move::none();
  const auto make = [&](Square from, MoveKind kind) {
    return promotion ? Move(from, to, MoveKind::kPromotion, *promotion) : Move(from, to, kind);
  };
  std::array<Move, 2> candidates{};
  std::size_t count = 0;
  if (capture) {
    if (std::abs(from_file - file_of(to)) != 1) return Move::none();
    const int from_rank = rank_of(to) - (us == kWhite ? 1 : -1);
    if (from_rank < 0 || from_rank > 7) return Move::none();
    const Square from = make_square(from_file, from_rank);
    const bool en_passant = pos.piece_on(to) == kNoPiece && to == pos.ep_square();
    candidates[count++] = make(from, en_passant ? MoveKind::kEnPassant : MoveKind::kNormal);
  } else {
    if (from_file != file_of(to)) return Move::none();
    const int one_back = static_cast<int>(to) - forward;
    if (one_back < 0 || one_back > 63) return Move::none();
    if (pos.piece_on(Square(one_back)) == kNoPiece && relative_rank(us, rank_of(to)) == 3) {
      candidates[count++] = make(Square(one_back - forward), MoveKind::kNormal);
    } else {
      candidates[count++] = make(Square(one_back), MoveKind::kNormal);
    }
  }
  // is_legal judges the piece on `from` whatever it is: the move must be this pawn's.
  if (pos.piece_on(candidates[0].from()) != make_piece(us, kPawn)) return Move::none();
  return only_legal(candidates.data(), count, [&](Move m) { return pos.is_legal(m); });
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

// Inlined into parse_san, which is called once for every move of every game scanned.
[[gnu::always_inline]] inline Move fast_move(const Position& pos, std::string_view text) {
  const std::string_view s = strip_san_suffixes(text);
  if (s.size() < 2) return Move::none();
  if (s == "O-O" || s == "0-0") return castling(pos, true);
  if (s == "O-O-O" || s == "0-0-0") return castling(pos, false);
  if (is_file_char(s[0])) return pawn_move(pos, s);
  const std::optional<PieceType> piece = piece_type_from_letter(s[0]);
  if (!piece || *piece == kPawn) return Move::none();  // Pe4 is for the general path
  return piece_move(pos, *piece, s.substr(1));
}

}  // namespace

Move common_san_move(const Position& pos, std::string_view text) { return fast_move(pos, text); }

absl::StatusOr<Move> parse_san(const Position& pos, std::string_view text) {
  if (const Move m = fast_move(pos, text); !m.is_none()) return m;
  return parse_san_by_legal_moves(pos, text);
}

}  // namespace drawbridge::chess
