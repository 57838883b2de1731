// The Hub protocol's forms (Scan 3.1 protocol.txt): a position is the side to move (`W`, `B`)
// then one letter per square in number order (`w`, `b` men, `W`, `B` kings, `e` empty); a
// move is `32-28`, or a capture `from x to x taken x taken ...`, its taken pieces in any order.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/draughts/position.h"

namespace drawbridge::draughts {

absl::StatusOr<Position> parse_hub_position(Game game, std::string_view text);
std::string to_hub_position(const Position& pos);

// A capture given by its two ends alone is accepted when no other legal move shares them.
absl::StatusOr<Move> parse_hub_move(const Position& pos, std::string_view text);
// The taken pieces in ascending order of their squares.
std::string to_hub_move(const Position& pos, const Move& m);

}  // namespace drawbridge::draughts
