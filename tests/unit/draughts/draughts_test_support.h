// Positions and moves for the draughts tests, read from FMJD FEN and PDN.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "rules/draughts/fen.h"
#include "rules/draughts/hub.h"
#include "rules/draughts/pdn_move.h"

namespace drawbridge::draughts {

inline Position position(Game game, std::string_view fen) {
  const absl::StatusOr<Position> pos = parse_fen(game, fen);
  REQUIRE_MESSAGE(pos.ok(), std::string(pos.status().message()));
  return *pos;
}

// The legal moves in Hub form (the pieces taken named), sorted.
inline std::vector<std::string> hub_moves(const Position& pos) {
  std::vector<std::string> out;
  for (const Move& m : pos.legal_moves()) out.push_back(to_hub_move(pos, m));
  std::sort(out.begin(), out.end());
  return out;
}

inline Position after(const Position& pos, std::string_view pdn) {
  const absl::StatusOr<Move> m = parse_pdn_move(pos, pdn);
  REQUIRE_MESSAGE(m.ok(), std::string(m.status().message()));
  return pos.after(*m);
}

inline std::string error_of(const absl::StatusOr<Move>& m) { return m.ok() ? "ok" : std::string(m.status().message()); }

}  // namespace drawbridge::draughts
