// The squares every man can still reach, saturated together with what never moves, when the
// loser cooperates only as far as a helpmate of the winner allows: a static proof for caged
// kings and pawns that may promote, where the frozen structure (blocked_pawns.h) gives up.
#pragma once

#include "rules/chess/position.h"

namespace drawbridge::dead {

// True only when proven that `side` can never mate (the argument is at the top of
// reach_saturation.cpp). Never true with a castling right or a legal en passant capture.
bool saturated_reach_forbids_mate(const chess::Position& pos, chess::Color side);

}  // namespace drawbridge::dead
