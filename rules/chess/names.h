// Names of colours, pieces and squares, as the notations (FEN, UCI, SAN) and their messages use them.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "rules/chess/types.h"

namespace drawbridge::chess {

inline const char* color_name(Color c) { return c == kWhite ? "white" : "black"; }

inline const char* piece_name(PieceType pt) {
  constexpr const char* kNames[] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
  return kNames[pt];
}

// The English letters: P N B R Q K, indexed by PieceType.
inline constexpr std::string_view kPieceLetters = " PNBRQK";

inline char piece_letter(PieceType pt) { return kPieceLetters[pt]; }

// 'N' -> kKnight; anything but the six upper-case letters -> nullopt.
// Six comparisons rather than find(), whose memchr call costs more on SAN's hot path.
inline std::optional<PieceType> piece_type_from_letter(char upper) {
  for (int pt = kPawn; pt <= kKing; ++pt) {
    if (kPieceLetters[pt] == upper) return PieceType(pt);
  }
  return std::nullopt;
}

inline std::string square_name(Square s) { return {char('a' + file_of(s)), char('1' + rank_of(s))}; }

inline bool is_file_char(char c) { return c >= 'a' && c <= 'h'; }
inline bool is_rank_char(char c) { return c >= '1' && c <= '8'; }

// "e4" -> kE4; anything that is not exactly a file letter and a rank digit -> nullopt.
inline std::optional<Square> parse_square(std::string_view text) {
  if (text.size() != 2 || !is_file_char(text[0]) || !is_rank_char(text[1])) return std::nullopt;
  return make_square(text[0] - 'a', text[1] - '1');
}

}  // namespace drawbridge::chess
