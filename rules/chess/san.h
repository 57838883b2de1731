// Standard Algebraic Notation, as PGN uses it.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/chess/position.h"

namespace drawbridge::chess {

// Tolerant: accepts 0-0 / O-O, e8=Q / e8Q, over-disambiguation, missing or extra x,
// missing check marks, and trailing annotations (!, ?, !?, +, #).
absl::StatusOr<Move> parse_san(const Position& pos, std::string_view text);

// Minimal disambiguation, '+' or '#' suffix, '=Q' promotions, O-O / O-O-O.
std::string to_san(const Position& pos, Move m);

}  // namespace drawbridge::chess
