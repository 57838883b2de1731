// Repetition of position (FIDE 9.2, 9.6.1 / 9.6a): counting occurrences of the position
// on the board and of the positions an intended move would produce.
#pragma once

#include <vector>

#include "rules/chess/types.h"
#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/game_record.h"

namespace drawbridge::draw {

// How many times the position on the board has appeared, this time included.
int occurrences(const GameRecord& record);

// Claim (b): the position on the board has appeared at least `count` times.
bool can_claim_repetition_on_board(const GameRecord& record, int count);

// Claim (a): every legal move after which the position will have appeared at least
// `count` times, the new occurrence included. Empty when there is none. count >= 2, as
// every edition has it: only then is a pawn move or capture never among them.
std::vector<chess::Move> repetition_claim_moves(const GameRecord& record, int count);

// The automatic rule: `count` times anywhere, or at plies n, n-i, n-2i, ... (consecutive).
bool is_automatic_repetition(const GameRecord& record, const AutomaticRepetition& rule);

}  // namespace drawbridge::draw
