// A move as DXP (the DamExchange Protocol) writes it in its MOVE message, after the time field:
// the from square, the to square, the number of pieces taken and the square of each, every
// number two digits wide, zero-padded (`3228` `00`; a capture `2819` `01` `23`). The squares are
// numbers of the board's dark squares, as in PDN; the taken pieces may come in any order.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/draughts/position.h"

namespace drawbridge::draughts {

absl::StatusOr<Move> parse_dxp_move(const Position& pos, std::string_view text);
// `m` must be legal in `pos`. The taken pieces in ascending order of their squares, as Scan 3.1
// writes them.
std::string to_dxp_move(const Position& pos, const Move& m);

}  // namespace drawbridge::draughts
