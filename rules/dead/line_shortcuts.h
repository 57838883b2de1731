// Shortening a line of moves that ends in mate (the exhaustive search's depth-first path can be
// long): from each position, one legal move to the furthest later position of the line.
#pragma once

#include <vector>

#include "rules/chess/position.h"

namespace drawbridge::dead {

// Replaces `line` (legal from `pos`, ending in a mate of the side not `winner`) by a line
// through a subset of its positions, each step one legal move, ending in the same mate. The
// result is checked by replaying it; `line` is kept when that fails. `pos` is restored.
void take_shortcuts(chess::Position& pos, chess::Color winner, std::vector<chess::Move>& line);

}  // namespace drawbridge::dead
