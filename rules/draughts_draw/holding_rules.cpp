#include "rules/draughts_draw/holding_rules.h"

#include "rules/draughts_draw/kings_only_moves.h"
#include "rules/draughts_draw/lone_king.h"
#include "rules/draughts_draw/repetition.h"
#include "rules/draughts_draw/unchanged_material.h"

namespace drawbridge::draughts_draw {

std::vector<HoldingRule> holding_rules(const GameRecord& record, const Edition& edition) {
  std::vector<HoldingRule> holding;
  if (occurrences(record) >= edition.repetition.count) {
    holding.push_back({draw::Rule::kThreefoldRepetition, edition.repetition.ruling});
  }
  if (is_kings_only_draw(record, edition.kings_only)) {
    holding.push_back({draw::Rule::kKingsOnlyMoves, edition.kings_only.ruling});
  }
  for (const LoneKingRule& rule : edition.lone_king) {
    if (is_lone_king_draw(record, rule)) holding.push_back({draw::Rule::kLoneKing, rule.ruling});
  }
  for (const UnchangedMaterialRule& rule : edition.unchanged_material) {
    if (is_unchanged_material_draw(record, rule)) holding.push_back({draw::Rule::kUnchangedMaterial, rule.ruling});
  }
  return holding;
}

}  // namespace drawbridge::draughts_draw
