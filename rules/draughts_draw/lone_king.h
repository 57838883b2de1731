// A few pieces against a lone king (FMJD 6.3 sixteen moves, 6.4 five moves; the 64-square
// three kings against one, 15 moves): a draw once the count since the material arose is run.
#pragma once

#include <optional>

#include "rules/draughts/position.h"
#include "rules/draughts_draw/edition.h"
#include "rules/draughts_draw/game_record.h"

namespace drawbridge::draughts_draw {

// The stronger side when `pos` has the rule's material: its pieces against one king.
std::optional<draughts::Color> lone_king_material(const draughts::Position& pos, const LoneKingRule& rule);

bool is_lone_king_draw(const GameRecord& record, const LoneKingRule& rule);

}  // namespace drawbridge::draughts_draw
