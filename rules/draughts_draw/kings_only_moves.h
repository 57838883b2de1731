// Moves of kings only (FMJD 6.2; the 64-square rule of 15 moves): the players have each made
// `moves` moves in which only kings moved and nothing was taken.
#pragma once

#include "rules/draughts_draw/edition.h"
#include "rules/draughts_draw/game_record.h"

namespace drawbridge::draughts_draw {

// The plies of the current run of king moves without capture.
int kings_only_plies(const GameRecord& record);

bool is_kings_only_draw(const GameRecord& record, const KingsOnlyRule& rule);

}  // namespace drawbridge::draughts_draw
