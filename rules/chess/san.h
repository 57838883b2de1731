// Standard Algebraic Notation, as PGN uses it.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/chess/position.h"

namespace drawbridge::chess {

// Tolerant: accepts 0-0 / O-O, e8=Q / e8Q, over-disambiguation (Qh4e1, e2e4), missing or extra x,
// missing or wrong check marks, "e.p.", and trailing annotations (!, ?, !?, ?!, !!, ??).
// Never guesses: an ambiguous move is rejected with its candidates named.
absl::StatusOr<Move> parse_san(const Position& pos, std::string_view text);
// parse_san's move, or Move::none() where it gives an error: for a replay, which asks
// parse_san why only about a refused move.
Move san_move_or_none(const Position& pos, std::string_view text);

// Minimal disambiguation, '+' or '#' suffix, '=Q' promotions, O-O / O-O-O.
std::string to_san(const Position& pos, Move m);

}  // namespace drawbridge::chess
