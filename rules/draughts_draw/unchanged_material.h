// The balance of forces unchanged (the 64-square rule: with kings on both sides, 4-5 pieces
// after 30 moves, 6-7 pieces after 60): no capture and no man crowned for `moves` moves each.
#pragma once

#include "rules/draughts_draw/edition.h"
#include "rules/draughts_draw/game_record.h"

namespace drawbridge::draughts_draw {

bool is_unchanged_material_draw(const GameRecord& record, const UnchangedMaterialRule& rule);

}  // namespace drawbridge::draughts_draw
