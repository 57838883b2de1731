// Every way of playing each legal capture, with the squares it lands on: what notation needs to
// tell apart two captures with the same start and end (PDN writes the landing squares).
#pragma once

#include <vector>

#include "rules/draughts/position.h"

namespace drawbridge::draughts {

struct CapturePath {
  Move move;
  std::vector<int> landings;  // bit indices, one after each piece taken; the last is move.to
};

// Empty when no capture is legal. A move reached by several paths appears once per path.
std::vector<CapturePath> capture_paths(const Position& pos);

}  // namespace drawbridge::draughts
