// DXP's forms (the DamExchange Protocol, 10x10 only: squares are two digits): a position is the
// side to move (`W`, `Z`) and one letter per square 1-50 (`w`, `z` men, `W`, `Z` kings, `e`
// empty); a move is its start, its end and the squares of the pieces it takes, in any order.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/draughts/position.h"

namespace drawbridge::draughts {

// `side`: 'W' or 'Z'; `board`: the 50 squares' letters.
absl::StatusOr<Position> parse_dxp_position(char side, std::string_view board);

// The legal move of `pos` from `from` to `to` that takes exactly `captured`.
absl::StatusOr<Move> find_dxp_move(const Position& pos, int from, int to, std::span<const int> captured);

}  // namespace drawbridge::draughts
