// The record of one draughts game: its start position, the moves played and every position
// reached, grown one move at a time. The draw laws read their counts from it.
#pragma once

#include <vector>

#include "rules/draughts/position.h"

namespace drawbridge::draughts_draw {

class GameRecord {
 public:
  // A FEN start has no known history: every count starts at it.
  explicit GameRecord(draughts::Position start) : positions_{std::move(start)} {}

  const draughts::Position& position() const { return positions_.back(); }
  const draughts::Position& position_at(int ply) const { return positions_[ply]; }
  int ply() const { return static_cast<int>(moves_.size()); }
  // The move played in position_at(ply).
  const draughts::Move& move_at(int ply) const { return moves_[ply]; }

  // A king moved and took nothing: the only moves after which a position can recur.
  bool is_king_move(int ply) const;
  // The first ply of the current run of king moves: the positions before it cannot recur.
  int reversible_since() const;

  void play(const draughts::Move& m);  // m must be legal in position()

 private:
  std::vector<draughts::Position> positions_;  // positions_[i]: after i moves
  std::vector<draughts::Move> moves_;
};

}  // namespace drawbridge::draughts_draw
