#include "rules/chess_draw/game_record.h"

#include <algorithm>
#include <utility>

namespace drawbridge::draw {

namespace {

std::uint64_t key_bit(std::uint64_t key) { return std::uint64_t{1} << (key & 63); }

}  // namespace

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

void GameRecord::play(chess::Move m) {
  position_.make_move(m);
  moves_.push_back(m);
  const std::uint64_t key = position_.key();
  const int clock = position_.halfmove_clock();
  const std::uint64_t stretch_bits = clock > 0 ? history_.back().key_bits : 0;
  const int occurrences = stretch_bits & key_bit(key) ? 1 + count_since_reversible(key, ply()) : 1;
  // Ply - 2 is in the stretch when neither of the last two moves reset the clock.
  const int two_back = clock >= 2 && ply() >= 2 ? history_[ply() - 2].most_occurrences : 0;
  history_.push_back(
      Entry{key, stretch_bits | key_bit(key), position_.pieces(), occurrences, std::max(occurrences, two_back)});
}

void GameRecord::truncate(int ply) {
  while (this->ply() > ply) {
    position_.unmake_move();
    moves_.pop_back();
    history_.pop_back();
  }
}

}  // namespace drawbridge::draw
