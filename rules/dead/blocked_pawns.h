// Frozen pawn structures: pawns that can never move again, and the squares every other man
// can still reach behind them.
#pragma once

#include "rules/chess/position.h"

namespace drawbridge::dead {

// True only when proven that `side` can never mate: every pawn on the board is frozen (see
// blocked_pawns.cpp for the conditions), and no square the other king can reach is a mating
// square: either `side` can never attack it, or one of its flight squares can be neither
// attacked by `side` nor blocked by one of the other side's men.
// Never true with a castling right or a legal en passant capture on the board.
bool blocked_pawns_forbid_mate(const chess::Position& pos, chess::Color side);

}  // namespace drawbridge::dead
