#include "rules/draughts_draw/game_record.h"

namespace drawbridge::draughts_draw {

bool GameRecord::is_king_move(int ply) const {
  const draughts::Move& m = moves_[ply];
  return !m.is_capture() && (positions_[ply].kings() & (draughts::Bitboard{1} << m.from)) != 0;
}

int GameRecord::reversible_since() const {
  int p = ply();
  while (p > 0 && is_king_move(p - 1)) --p;
  return p;
}

void GameRecord::play(const draughts::Move& m) {
  positions_.push_back(position().after(m));
  moves_.push_back(m);
}

}  // namespace drawbridge::draughts_draw
