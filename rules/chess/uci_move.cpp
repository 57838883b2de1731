// UCI move notation. The fast path (legal_uci_move) builds the one Move the text can mean and
// asks the position whether it is legal; only a rejected move pays for working out why.
#include "rules/chess/uci_move.h"

#include <cstdlib>
#include <optional>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "rules/chess/bitboard.h"
#include "rules/chess/castling_right.h"
#include "rules/chess/names.h"

namespace drawbridge::chess {
namespace {

absl::Status refusal(std::string_view text, std::string_view reason) {
  return absl::InvalidArgumentError(absl::StrCat("move '", std::string(text), "': ", std::string(reason)));
}

std::optional<PieceType> promotion_from_char(char c) {
  const auto i = std::string_view("nbrq").find(c);
  if (i == std::string_view::npos) return std::nullopt;
  return PieceType(kKnight + i);
}

char promotion_char(PieceType pt) { return absl::ascii_tolower(static_cast<unsigned char>(piece_letter(pt))); }

// The rook of a castling right, if `from`-`to` is a king move that means castling: king takes its
// own castling rook (both modes), or in standard chess the king's two-square step.
std::optional<Square> castling_rook_of(const Position& pos, Square from, Square to) {
  const Color us = pos.side_to_move();
  if (rank_of(from) != rank_of(to) || rank_of(from) != (us == kWhite ? 0 : 7)) return std::nullopt;
  const bool king_side = file_of(to) > file_of(from);
  const Square rook = pos.castling_rook_square(castling_right(us, king_side));
  if (pos.piece_on(to) == make_piece(us, kRook)) return rook == to ? std::optional(rook) : std::nullopt;
  if (!pos.chess960() && file_of(from) == 4 && std::abs(file_of(to) - 4) == 2) return rook;
  return std::nullopt;
}

Square king_destination(Square king, Square rook) {
  return make_square(file_of(rook) > file_of(king) ? 6 : 2, rank_of(king));
}

Square rook_destination(Square king, Square rook) {
  return make_square(file_of(rook) > file_of(king) ? 5 : 3, rank_of(king));
}

// Inclusive span of squares a..b on one rank.
Bitboard span_on_rank(Square a, Square b) { return between_bb(a, b) | square_bb(a) | square_bb(b); }

absl::Status castling_refusal(const Position& pos, Square king, Square to, Square rook, std::string_view text) {
  const Color us = pos.side_to_move();
  const bool king_side = file_of(to) > file_of(king);
  const std::string side = king_side ? "king-side" : "queen-side";
  if (rook == kNoSquare) {
    return refusal(text, absl::StrCat("castling not allowed, ", color_name(us), " has no ", side, " castling right"));
  }
  if (pos.in_check()) {
    return refusal(text, "castling not allowed, the king is in check");
  }
  const Square king_to = king_destination(king, rook);
  const Square rook_to = rook_destination(king, rook);
  const Bitboard must_be_empty =
      (span_on_rank(king, king_to) | span_on_rank(rook, rook_to)) & ~square_bb(king) & ~square_bb(rook);
  if (pos.pieces() & must_be_empty) {
    return refusal(text, absl::StrCat(side, " castling not allowed, the path is blocked"));
  }
  const Bitboard occupied = pos.pieces() & ~square_bb(king) & ~square_bb(rook);
  for (Bitboard path = span_on_rank(king, king_to); path;) {
    const Square s = pop_lsb(path);
    if (pos.attackers_to(s, occupied) & pos.pieces(~us)) {
      return refusal(text, absl::StrCat(side,
                                        " castling not allowed, the king would pass through or land on attacked "
                                        "square ",
                                        square_name(s)));
    }
  }
  return refusal(text, "castling is not legal here");
}

bool path_clear(const Position& pos, Square from, Square to) { return !(pos.pieces() & between_bb(from, to)); }

bool pawn_can_reach(const Position& pos, Square from, Square to) {
  const Color us = pos.side_to_move();
  const int forward = us == kWhite ? 1 : -1;
  const int df = file_of(to) - file_of(from);
  const int dr = (rank_of(to) - rank_of(from)) * forward;
  const bool target_empty = pos.piece_on(to) == kNoPiece;
  if (df == 0 && dr == 1) return target_empty;
  if (df == 0 && dr == 2) {
    const int start_rank = us == kWhite ? 1 : 6;
    return rank_of(from) == start_rank && target_empty && path_clear(pos, from, to);
  }
  if (std::abs(df) == 1 && dr == 1) return !target_empty || to == pos.ep_square();
  return false;
}

// Whether the piece on `from` moves like that, ignoring pins and checks.
bool piece_can_reach(const Position& pos, Square from, Square to) {
  const Piece target = pos.piece_on(to);
  if (target != kNoPiece && color_of(target) == pos.side_to_move()) return false;
  const Bitboard occupied = pos.pieces();
  switch (type_of(pos.piece_on(from))) {
    case kPawn: return pawn_can_reach(pos, from, to);
    case kKnight: return knight_attacks(from) & square_bb(to);
    case kBishop: return bishop_attacks(from, occupied) & square_bb(to);
    case kRook: return rook_attacks(from, occupied) & square_bb(to);
    case kQueen: return queen_attacks(from, occupied) & square_bb(to);
    case kKing: return king_attacks(from) & square_bb(to);
    default: return false;
  }
}

absl::Status illegal_move_reason(const Position& pos, Move m, std::string_view text) {
  const Piece piece = pos.piece_on(m.from());
  const std::string mover = absl::StrCat(color_name(color_of(piece)), " ", piece_name(type_of(piece)));
  if (!piece_can_reach(pos, m.from(), m.to())) {
    return refusal(text, absl::StrCat("not a legal move of the ", mover, " on ", square_name(m.from())));
  }
  if (pos.in_check()) {
    return refusal(text,
                   absl::StrCat(color_name(pos.side_to_move()), " is in check and this move does not resolve it"));
  }
  return refusal(text, absl::StrCat("leaves the ", color_name(pos.side_to_move()), " king in check"));
}

// The one Move that `from`-`to` (+ promotion) can mean for the piece on `from`.
absl::StatusOr<Move> candidate_move(const Position& pos, Square from, Square to, std::optional<PieceType> promotion,
                                    std::string_view text) {
  const Piece piece = pos.piece_on(from);
  const PieceType pt = type_of(piece);
  const bool promotes = pt == kPawn && (rank_of(to) == 0 || rank_of(to) == 7);
  if (promotion && !promotes) {
    return refusal(text, absl::StrCat("promotion piece given, but a ", piece_name(pt), " move from ", square_name(from),
                                      " to ", square_name(to), " does not promote"));
  }
  if (promotes && !promotion) {
    return refusal(text, "promotion piece missing (append q, r, b or n)");
  }
  if (promotes) return Move(from, to, MoveKind::kPromotion, *promotion);
  if (pt == kPawn && to == pos.ep_square() && file_of(from) != file_of(to) && pos.piece_on(to) == kNoPiece) {
    return Move(from, to, MoveKind::kEnPassant);
  }
  if (pt == kKing) {
    if (const auto rook = castling_rook_of(pos, from, to)) {
      const Move castle(from, *rook, MoveKind::kCastling);
      if (*rook == kNoSquare || !pos.is_legal(castle)) return castling_refusal(pos, from, to, *rook, text);
      return castle;
    }
  }
  return Move(from, to);
}

}  // namespace

std::optional<Move> legal_uci_move(const Position& pos, std::string_view text) {
  if (text.size() != 4 && text.size() != 5) return std::nullopt;
  const auto from = parse_square(text.substr(0, 2));
  const auto to = parse_square(text.substr(2, 2));
  if (!from || !to) return std::nullopt;
  const Piece piece = pos.piece_on(*from);
  const PieceType pt = type_of(piece);
  if (piece == kNoPiece || color_of(piece) != pos.side_to_move()) return std::nullopt;
  Move m(*from, *to);
  if (text.size() == 5) {
    const auto promotion = promotion_from_char(text[4]);
    if (!promotion) return std::nullopt;
    m = Move(*from, *to, MoveKind::kPromotion, *promotion);
  } else if (pt == kPawn && *to == pos.ep_square() && file_of(*from) != file_of(*to)) {
    m = Move(*from, *to, MoveKind::kEnPassant);
  } else if (pt == kKing) {
    const auto rook = castling_rook_of(pos, *from, *to);
    if (rook && *rook != kNoSquare) m = Move(*from, *rook, MoveKind::kCastling);
  }
  return pos.is_legal(m) ? std::optional(m) : std::nullopt;
}

absl::StatusOr<Move> parse_uci_move(const Position& pos, std::string_view text) {
  if (const std::optional<Move> legal = legal_uci_move(pos, text)) return *legal;
  if (text == "0000") {
    return refusal(text, "null moves are not supported");
  }
  const auto from = text.size() >= 4 ? parse_square(text.substr(0, 2)) : std::nullopt;
  const auto to = text.size() >= 4 ? parse_square(text.substr(2, 2)) : std::nullopt;
  if (!from || !to || text.size() > 5) {
    return refusal(text, "bad syntax, expected from and to squares and an optional promotion piece (e2e4, e7e8q)");
  }
  std::optional<PieceType> promotion;
  if (text.size() == 5) {
    promotion = promotion_from_char(text[4]);
    if (!promotion) {
      return refusal(
          text, absl::StrCat("invalid promotion piece '", std::string(text.substr(4)), "' (expected q, r, b or n)"));
    }
  }
  if (*from == *to) return refusal(text, "from and to are the same square");
  const Piece piece = pos.piece_on(*from);
  if (piece == kNoPiece) {
    return refusal(text, absl::StrCat("no piece on ", square_name(*from)));
  }
  if (color_of(piece) != pos.side_to_move()) {
    return refusal(text,
                   absl::StrCat(square_name(*from), " holds a ", color_name(color_of(piece)), " ",
                                piece_name(type_of(piece)), ", but ", color_name(pos.side_to_move()), " is to move"));
  }
  auto move = candidate_move(pos, *from, *to, promotion, text);
  if (!move.ok()) return move.status();
  if (!pos.is_legal(*move)) return illegal_move_reason(pos, *move, text);
  return *move;
}

// legal_uci_move answers exactly where parse_uci_move does (uci_move_fuzz checks it).
Move uci_move_or_none(const Position& pos, std::string_view text) {
  return legal_uci_move(pos, text).value_or(Move::none());
}

std::string to_uci(const Position& pos, Move m) {
  const Square to = m.kind() == MoveKind::kCastling && !pos.chess960() ? king_destination(m.from(), m.to()) : m.to();
  std::string out = square_name(m.from()) + square_name(to);
  if (m.kind() == MoveKind::kPromotion) out += promotion_char(m.promotion());
  return out;
}

}  // namespace drawbridge::chess
