#include "rules/chess_draw/game_record.h"

#include <algorithm>
#include <utility>

namespace drawbridge::draw {

// Room for a long game up front: growing the arrays move by move costs more than the memory.
GameRecord::GameRecord(chess::Position start) : position_(std::move(start)) {
  constexpr std::size_t kPlies = 512;
  moves_.reserve(kPlies);
  history_.reserve(kPlies + 1);
  start_history();
}

void GameRecord::restart(const chess::Position& start) {
  position_ = start;  // a copy into the storage already held
  moves_.clear();
  history_.clear();
  start_history();
}

void GameRecord::start_history() {
  history_.push_back(Entry{position_.key(), key_bit(position_.key()), position_.pieces(), 1, 1});
}

int GameRecord::count_since_reversible(std::uint64_t key, int ply) const {
  int n = 0;
  const int first = reversible_since();
  for (int p = ply - 2; p >= first; p -= 2) n += history_[p].key == key;
  return n;
}

void GameRecord::truncate(int ply) {
  while (this->ply() > ply) {
    position_.unmake_move();
    moves_.pop_back();
    history_.pop_back();
  }
}

}  // namespace drawbridge::draw
