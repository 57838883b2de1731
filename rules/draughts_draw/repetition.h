// Repetition of position (FMJD 6.1; 5.4.12.1.3 and its claims, 5.4.12.2): the same pieces on
// the same squares with the same player on move, anywhere in the game.
#pragma once

#include <vector>

#include "rules/draughts_draw/game_record.h"

namespace drawbridge::draughts_draw {

// How many times the position on the board has appeared, this time included.
int occurrences(const GameRecord& record);

// 5.4.12.2's written move: the legal moves after which the position will have appeared at least
// `count` times, the new occurrence included.
std::vector<draughts::Move> repetition_claim_moves(const GameRecord& record, int count);

}  // namespace drawbridge::draughts_draw
