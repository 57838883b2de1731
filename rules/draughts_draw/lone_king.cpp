#include "rules/draughts_draw/lone_king.h"

#include <bit>

namespace drawbridge::draughts_draw {
namespace {

constexpr draughts::Color kColors[] = {draughts::Color::kWhite, draughts::Color::kBlack};

draughts::Color opponent(draughts::Color c) {
  return c == draughts::Color::kWhite ? draughts::Color::kBlack : draughts::Color::kWhite;
}

bool is_lone_king(const draughts::Position& pos, draughts::Color c) {
  const draughts::Bitboard own = pos.pieces(c);
  return std::popcount(own) == 1 && (own & pos.kings()) != 0;
}

}  // namespace

std::optional<draughts::Color> lone_king_material(const draughts::Position& pos, const LoneKingRule& rule) {
  for (draughts::Color strong : kColors) {
    if (!is_lone_king(pos, opponent(strong))) continue;
    const draughts::Bitboard own = pos.pieces(strong);
    const int pieces = std::popcount(own), kings = std::popcount(own & pos.kings());
    if (pieces >= rule.pieces_min && pieces <= rule.pieces_max && kings > 0 && (!rule.all_kings || kings == pieces)) {
      return strong;
    }
  }
  return std::nullopt;
}

bool is_lone_king_draw(const GameRecord& record, const LoneKingRule& rule) {
  const std::optional<draughts::Color> strong = lone_king_material(record.position(), rule);
  if (!strong) return false;
  // The first position of the run with this material (and this stronger side); no count
  // needs more than 2 * moves plies, so the scan stops there.
  const int limit = 2 * rule.moves;
  int since = record.ply();
  while (since > 0 && record.ply() - since < limit &&
         lone_king_material(record.position_at(since - 1), rule) == strong) {
    --since;
  }
  const int plies = record.ply() - since;
  if (rule.counted == Counted::kEach) return plies >= limit;
  // The stronger side's moves among the plies since: half, and the odd one if it moved first.
  const bool strong_first = record.position_at(since).side_to_move() == *strong;
  return plies / 2 + (plies % 2 == 1 && strong_first ? 1 : 0) >= rule.moves;
}

}  // namespace drawbridge::draughts_draw
