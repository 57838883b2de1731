// Which of an edition's draw rules hold in the position on the board, in the edition's order:
// repetition, kings-only moves, the lone-king endings, the unchanged balance of forces.
#pragma once

#include <vector>

#include "rules/draughts_draw/edition.h"
#include "rules/draughts_draw/game_record.h"
#include "rules/laws/outcome.h"

namespace drawbridge::draughts_draw {

struct HoldingRule {
  draw::Rule rule;
  Ruling ruling;  // automatic, or a claim; and its article
};

std::vector<HoldingRule> holding_rules(const GameRecord& record, const Edition& edition);

}  // namespace drawbridge::draughts_draw
