// FMJD FEN (PDN 3.0 `FEN` tag): `W:W31-50:B1-20`, the side to move, then each colour's pieces,
// `K` before a king, ranges allowed; squares by number or, as 64-square files write them,
// algebraically (`Wa3,c3`). Also read: a trailing dot, and lidraughts' `:H0:F1` counters.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/draughts/position.h"

namespace drawbridge::draughts {

absl::StatusOr<Position> parse_fen(Game game, std::string_view fen);
// Numbered squares, White's pieces first, runs of three or more men or kings as ranges.
std::string to_fen(const Position& pos);

}  // namespace drawbridge::draughts
