// PDN move text (PDN 3.0 grammar): `32-28`, `28x19`, and a capture that two paths share the
// start and end of written in full, start, the squares it lands on where it turns (or right
// behind a piece where it does not), end: `47x38x24x13x36`. Squares by number or algebraically
// (`c3-d4`, `c3:e5`, as 64-square files write them). A capture written by its two ends when two
// moves share them is ambiguous, an error naming both full forms.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/draughts/position.h"

namespace drawbridge::draughts {

enum class SquareStyle { kNumbers, kAlgebraic };

absl::StatusOr<Move> parse_pdn_move(const Position& pos, std::string_view text);
// `m` must be legal in `pos`. Numbers capture with `x`, algebraic squares with `:` (GameType 25).
std::string to_pdn_move(const Position& pos, const Move& m, SquareStyle style = SquareStyle::kNumbers);

}  // namespace drawbridge::draughts
