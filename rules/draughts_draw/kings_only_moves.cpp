#include "rules/draughts_draw/kings_only_moves.h"

namespace drawbridge::draughts_draw {

int kings_only_plies(const GameRecord& record) { return record.ply() - record.reversible_since(); }

bool is_kings_only_draw(const GameRecord& record, const KingsOnlyRule& rule) {
  return rule.enabled && kings_only_plies(record) >= 2 * rule.moves;
}

}  // namespace drawbridge::draughts_draw
