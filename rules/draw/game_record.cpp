#include "rules/draw/game_record.h"

#include <algorithm>
#include <utility>

namespace drawbridge::draw {

namespace {

std::uint64_t key_bit(std::uint64_t key) { return std::uint64_t{1} << (key & 63); }

}  // namespace

// Room for a long game up front: growing five vectors move by move costs more than the memory.
GameRecord::GameRecord(chess::Position start) : position_(std::move(start)) {
  constexpr std::size_t kPlies = 512;
  moves_.reserve(kPlies);
  keys_.reserve(kPlies + 1);
  occurrences_.reserve(kPlies + 1);
  most_occurrences_.reserve(kPlies + 1);
  key_bits_.reserve(kPlies + 1);
  start_history();
}

void GameRecord::restart(const chess::Position& start) {
  position_ = start;  // a copy into the storage already held
  moves_.clear();
  keys_.clear();
  occurrences_.clear();
  most_occurrences_.clear();
  key_bits_.clear();
  start_history();
}

void GameRecord::start_history() {
  keys_.push_back(position_.key());
  occurrences_.push_back(1);
  most_occurrences_.push_back(1);
  key_bits_.push_back(key_bit(position_.key()));
}

int GameRecord::reversible_since() const { return std::max(0, ply() - position_.halfmove_clock()); }

int GameRecord::most_occurrences_before_opponent_move() const {
  if (ply() == 0 || position_.halfmove_clock() == 0) return 0;
  return most_occurrences_[ply() - 1];
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
  const std::uint64_t key = position_.key();
  const bool stretch_goes_on = position_.halfmove_clock() > 0;
  const std::uint64_t stretch_bits = stretch_goes_on ? key_bits_.back() : 0;
  keys_.push_back(key);
  occurrences_.push_back(stretch_bits & key_bit(key) ? 1 + count_since_reversible(key, ply()) : 1);
  // Ply - 2 is in the stretch when neither of the last two moves reset the clock.
  const bool two_back_in_stretch = position_.halfmove_clock() >= 2 && ply() >= 2;
  most_occurrences_.push_back(std::max(occurrences_.back(), two_back_in_stretch ? most_occurrences_[ply() - 2] : 0));
  key_bits_.push_back(stretch_bits | key_bit(key));
}

void GameRecord::truncate(int ply) {
  while (this->ply() > ply) {
    position_.unmake_move();
    moves_.pop_back();
    keys_.pop_back();
    occurrences_.pop_back();
    most_occurrences_.pop_back();
    key_bits_.pop_back();
  }
}

}  // namespace drawbridge::draw
