#include "rules/draw/game_record.h"

#include <algorithm>
#include <utility>

namespace drawbridge::draw {

// Room for a long game up front: growing four vectors move by move costs more than the memory.
GameRecord::GameRecord(chess::Position start) : position_(std::move(start)) {
  constexpr std::size_t kPlies = 512;
  moves_.reserve(kPlies);
  keys_.reserve(kPlies + 1);
  occurrences_.reserve(kPlies + 1);
  most_occurrences_.reserve(kPlies + 1);
  keys_.push_back(position_.key());
  occurrences_.push_back(1);
  most_occurrences_.push_back(1);
}

int GameRecord::reversible_since() const {
  return std::max(0, ply() - position_.halfmove_clock());
}

int GameRecord::count_since_reversible(std::uint64_t key, int ply) const {
  int n = 0;
  const int first = reversible_since();
  for (int p = ply - 2; p >= first; p -= 2) n += keys_[p] == key;
  return n;
}

void GameRecord::play(chess::Move m) {
  position_.make_move(m);
  moves_.push_back(m);
  keys_.push_back(position_.key());
  occurrences_.push_back(1 + count_since_reversible(keys_.back(), ply()));
  const bool stretch_goes_on = position_.halfmove_clock() > 0;
  most_occurrences_.push_back(std::max(occurrences_.back(), stretch_goes_on ? most_occurrences_.back() : 0));
}

void GameRecord::truncate(int ply) {
  while (this->ply() > ply) {
    position_.unmake_move();
    moves_.pop_back();
    keys_.pop_back();
    occurrences_.pop_back();
    most_occurrences_.pop_back();
  }
}

}  // namespace drawbridge::draw
