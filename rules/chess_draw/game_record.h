// The record of one game: its start position, the moves played and the identity key
// (FIDE 9.2) of every position reached, grown one move at a time and truncated on takebacks.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "rules/chess/position.h"

namespace drawbridge::draw {

class GameRecord {
 public:
  // A FEN start has no known history: repetitions count from it, its clock counts on.
  explicit GameRecord(chess::Position start);
  // The record of a new game from `start`, in the storage of this one.
  void restart(const chess::Position& start);

  const chess::Position& position() const { return position_; }
  int ply() const { return static_cast<int>(moves_.size()); }
  std::span<const chess::Move> moves() const { return moves_; }
  std::uint64_t key_at(int ply) const { return history_[ply].key; }
  // The occupied squares of the position after `ply` moves.
  chess::Bitboard occupied_at(int ply) const { return history_[ply].occupied; }
  // How many times the position after `ply` moves had appeared by then, itself included.
  int occurrences_at(int ply) const { return history_[ply].occurrences; }

  // The first ply whose position can equal the current one: no position before the last
  // pawn move or capture can recur, so repetition scans never look further back.
  int reversible_since() const { return std::max(0, ply() - position_.halfmove_clock()); }
  // How many of the positions at plies first, first + 2, ..., < ply of the current
  // reversible stretch have the identity key `key`.
  int count_since_reversible(std::uint64_t key, int ply) const;
  // The most occurrences any position of the current reversible stretch with the opponent on
  // move (plies ply - 1, ply - 3, ...) has had: a cheap bound that spares repetition claim
  // scans in most positions.
  int most_occurrences_before_opponent_move() const {
    if (ply() == 0 || position_.halfmove_clock() == 0) return 0;
    return history_[ply() - 1].most_occurrences;
  }

  // m must be legal in position(). Inline: the replay's step calls it for every move.
  void play(chess::Move m) {
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
  void truncate(int ply);  // keeps the first `ply` moves (ply <= this->ply())

 private:
  // One per position reached, in one flat array: a move appends one entry.
  struct Entry {
    std::uint64_t key = 0;
    // One bit (key % 64) per position of this one's stretch, up to it; a key whose bit is
    // clear cannot have appeared, so most plies skip the scan of the stretch.
    std::uint64_t key_bits = 0;
    chess::Bitboard occupied = 0;
    int occurrences = 1;       // of key in the positions up to this one
    int most_occurrences = 1;  // max of occurrences here, 2, 4, ... plies back in the stretch
  };
  static std::uint64_t key_bit(std::uint64_t key) { return std::uint64_t{1} << (key & 63); }
  void start_history();

  chess::Position position_;
  std::vector<chess::Move> moves_;
  std::vector<Entry> history_;  // history_[i]: the position after i moves
};

}  // namespace drawbridge::draw
