// Standard Algebraic Notation. Printing follows the PGN standard (minimal disambiguation, file
// before rank); parsing accepts the common sloppy forms but never guesses between two moves.
// Here the general path over the legal moves; parse_san tries the fast path first
// (san_fast_path.cpp).
#include "rules/chess/san.h"

#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "rules/chess/names.h"
#include "rules/chess/san_fast_path.h"

namespace drawbridge::chess {
namespace {

bool is_castling_king_side(Move m) { return file_of(m.to()) > file_of(m.from()); }

// "", a file letter, a rank digit, or both: the least that tells m apart from the other moves of
// the same kind of piece to the same square.
std::string disambiguation(const Position& pos, Move m) {
  const PieceType pt = type_of(pos.piece_on(m.from()));
  bool ambiguous = false, same_file = false, same_rank = false;
  for (const Move other : pos.legal_moves()) {
    if (other.to() != m.to() || other.from() == m.from() || other.kind() == MoveKind::kCastling ||
        type_of(pos.piece_on(other.from())) != pt) {
      continue;
    }
    ambiguous = true;
    same_file |= file_of(other.from()) == file_of(m.from());
    same_rank |= rank_of(other.from()) == rank_of(m.from());
  }
  const std::string from = square_name(m.from());
  if (!ambiguous) return "";
  if (!same_file) return from.substr(0, 1);
  if (!same_rank) return from.substr(1, 1);
  return from;
}

std::string check_suffix(const Position& pos, Move m) {
  if (!pos.gives_check(m)) return "";
  Position after = pos;
  after.make_move(m);
  return after.is_checkmate() ? "#" : "+";
}

std::string san_without_suffix(const Position& pos, Move m) {
  if (m.kind() == MoveKind::kCastling) return is_castling_king_side(m) ? "O-O" : "O-O-O";
  const PieceType pt = type_of(pos.piece_on(m.from()));
  const bool capture = m.kind() == MoveKind::kEnPassant || pos.piece_on(m.to()) != kNoPiece;
  std::string out;
  if (pt == kPawn) {
    if (capture) out += char('a' + file_of(m.from()));
  } else {
    out += piece_letter(pt);
    out += disambiguation(pos, m);
  }
  if (capture) out += 'x';
  out += square_name(m.to());
  if (m.kind() == MoveKind::kPromotion) absl::StrAppend(&out, "=", std::string(1, piece_letter(m.promotion())));
  return out;
}

// What a non-castling SAN says about its move.
struct SanPattern {
  PieceType piece = kPawn;
  Square to = kNoSquare;
  int from_file = -1;  // -1: not given
  int from_rank = -1;
  std::optional<PieceType> promotion;
};

absl::Status san_error(std::string_view text, std::string_view reason) {
  return absl::InvalidArgumentError(absl::StrCat("SAN '", std::string(text), "': ", std::string(reason)));
}

std::optional<bool> castling_side(std::string_view s) {
  std::string normal(s);
  for (char& c : normal) {
    if (c == '0' || c == 'o') c = 'O';
  }
  if (normal == "O-O") return true;
  if (normal == "O-O-O") return false;
  return std::nullopt;
}

absl::StatusOr<SanPattern> parse_pattern(std::string_view text, std::string_view s) {
  SanPattern p;
  if (const auto piece = s.empty() ? std::nullopt : piece_type_from_letter(s.front())) {
    p.piece = *piece;
    s.remove_prefix(1);
  }
  if (!s.empty() && !is_rank_char(s.back())) {
    const auto promotion = piece_type_from_letter(absl::ascii_toupper(static_cast<unsigned char>(s.back())));
    if (!promotion || *promotion == kPawn || *promotion == kKing) {
      return san_error(text,
                       absl::StrCat("bad promotion piece '", std::string(1, s.back()), "' (expected Q, R, B or N)"));
    }
    p.promotion = *promotion;
    s.remove_suffix(1);
    if (s.ends_with('=')) s.remove_suffix(1);
  }
  const auto to = s.size() >= 2 ? parse_square(s.substr(s.size() - 2)) : std::nullopt;
  if (!to) return san_error(text, "no destination square");
  p.to = *to;
  s.remove_suffix(2);
  for (const char c : s) {
    if (c == 'x' || c == ':' || c == '-') continue;
    if (is_file_char(c) && p.from_file < 0 && p.from_rank < 0) {
      p.from_file = c - 'a';
    } else if (is_rank_char(c) && p.from_rank < 0) {
      p.from_rank = c - '1';
    } else {
      return san_error(text, absl::StrCat("unexpected '", std::string(1, c), "'"));
    }
  }
  return p;
}

bool matches_ignoring_promotion(const Position& pos, Move m, const SanPattern& p) {
  return m.kind() != MoveKind::kCastling && m.to() == p.to && type_of(pos.piece_on(m.from())) == p.piece &&
         (p.from_file < 0 || file_of(m.from()) == p.from_file) && (p.from_rank < 0 || rank_of(m.from()) == p.from_rank);
}

absl::StatusOr<Move> parse_castling(const Position& pos, std::string_view text, bool king_side) {
  for (const Move m : pos.legal_moves()) {
    if (m.kind() == MoveKind::kCastling && is_castling_king_side(m) == king_side) return m;
  }
  return san_error(text, absl::StrCat(king_side ? "king-side" : "queen-side", " castling is not legal for ",
                                      color_name(pos.side_to_move()), " here"));
}

absl::StatusOr<Move> parse_pattern_move(const Position& pos, std::string_view text, const SanPattern& p) {
  std::vector<Move> found;
  bool reachable = false, needs_promotion = false;
  for (const Move m : pos.legal_moves()) {
    if (!matches_ignoring_promotion(pos, m, p)) continue;
    const bool promotes = m.kind() == MoveKind::kPromotion;
    reachable = true;
    needs_promotion |= promotes && !p.promotion;
    if (promotes ? p.promotion == m.promotion() : !p.promotion) found.push_back(m);
  }
  if (found.size() == 1) return found.front();
  if (found.size() > 1) {
    std::vector<std::string> names;
    for (const Move m : found) names.push_back(san_without_suffix(pos, m));
    return san_error(text, absl::StrCat("ambiguous, could be ", absl::StrJoin(names, " or ")));
  }
  if (needs_promotion) return san_error(text, "promotion piece missing (=Q, =R, =B or =N)");
  if (reachable) return san_error(text, "this move does not promote");
  return san_error(text,
                   absl::StrCat("no legal ", color_name(pos.side_to_move()), " ", piece_name(p.piece), " move to ",
                                square_name(p.to), pos.in_check() ? " (and the king is in check)" : ""));
}

}  // namespace

absl::StatusOr<Move> parse_san_by_legal_moves(const Position& pos, std::string_view text) {
  const std::string_view san = strip_san_suffixes(text);
  if (san.empty()) return san_error(text, "empty move");
  if (const auto king_side = castling_side(san)) return parse_castling(pos, text, *king_side);
  auto pattern = parse_pattern(text, san);
  if (!pattern.ok()) return pattern.status();
  return parse_pattern_move(pos, text, *pattern);
}

std::string to_san(const Position& pos, Move m) { return san_without_suffix(pos, m) + check_suffix(pos, m); }

}  // namespace drawbridge::chess
