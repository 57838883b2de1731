// parse_san's fast path: the common forms (Nf3, Rad1, exd5, e8=Q, O-O) resolved from the
// attack tables and one legality test, without generating the legal moves. It answers only
// when the text names exactly one legal move, and then the move parse_san's general path
// would name; everything else is left to the general path, which also words the errors.
#pragma once

#include <string_view>

#include "absl/status/statusor.h"
#include "rules/chess/position.h"

namespace drawbridge::chess {

// What both paths read: the SAN without its check marks, annotation glyphs, spaces and "e.p."
// marker, in any order.
inline std::string_view strip_san_suffixes(std::string_view s) {
  while (!s.empty()) {
    const char c = s.back();
    if (c >= '0' && c <= '9') break;  // most moves end on their square's rank
    if (c == '+' || c == '#' || c == '!' || c == '?' || c == ' ') {
      s.remove_suffix(1);
    } else if (c == '.' && s.ends_with("e.p.")) {
      s.remove_suffix(4);
    } else {
      break;
    }
  }
  return s;
}

// The move `text` names, or Move::none() when the fast path cannot tell it.
Move common_san_move(const Position& pos, std::string_view text);

// The general path alone (san.cpp): every move found among the legal moves. parse_san's
// answers, slower; the scan_san fuzz target and the replay differential check the fast path
// against it.
absl::StatusOr<Move> parse_san_by_legal_moves(const Position& pos, std::string_view text);

}  // namespace drawbridge::chess
