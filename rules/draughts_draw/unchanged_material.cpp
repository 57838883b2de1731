#include "rules/draughts_draw/unchanged_material.h"

#include <bit>

namespace drawbridge::draughts_draw {

bool is_unchanged_material_draw(const GameRecord& record, const UnchangedMaterialRule& rule) {
  const draughts::Position& pos = record.position();
  const int pieces = std::popcount(pos.occupied());
  if (pieces < rule.pieces_min || pieces > rule.pieces_max) return false;
  if ((pos.pieces(draughts::Color::kWhite) & pos.kings()) == 0 ||
      (pos.pieces(draughts::Color::kBlack) & pos.kings()) == 0) {
    return false;
  }
  const int limit = 2 * rule.moves;
  int since = record.ply();
  while (since > 0 && record.ply() - since < limit && !record.move_at(since - 1).is_capture() &&
         !record.move_at(since - 1).crowns) {
    --since;
  }
  return record.ply() - since >= limit;
}

}  // namespace drawbridge::draughts_draw
