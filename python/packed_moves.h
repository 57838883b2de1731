// The moves of one game as the Python module received them, packed in C++ so that the replay
// runs without the GIL and without a Python object: their UCI texts one after another in one
// buffer, read by the referee as adjudicate's MOVES column is read. A move object given by its
// squares (python-chess's `from_square`, `to_square`, `promotion`) is written as its UCI text.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "rules/chess_draw/recorded_game.h"

namespace drawbridge::python {

class PackedMoves final : public draw::MoveText {
 public:
  // Room for `moves` more moves of up to five characters.
  void reserve(std::size_t moves);
  void add(std::string_view uci) {
    texts_.append(uci);
    ends_.push_back(static_cast<std::uint32_t>(texts_.size()));
  }
  // Each of the moves of `text`, separated by any whitespace, as Python's str.split() separates
  // them and the CLI's MOVES column is read.
  void add_text(std::string_view text);
  // The move from square `from` to `to` (0 = a1 ... 63 = h8), promoted to `promotion` (python-chess's
  // piece types: 0 for none, 2 knight ... 5 queen); false, and nothing added, for numbers outside them.
  bool add_squares(long from, long to, long promotion);

  int size() const override { return static_cast<int>(ends_.size()); }
  std::string_view text(int ply) const override {
    const std::uint32_t begin = ply == 0 ? 0 : ends_[ply - 1];
    return std::string_view(texts_).substr(begin, ends_[ply] - begin);
  }
  chess::Move move(const chess::Position& pos, int ply) const override;
  absl::Status refusal(const chess::Position& pos, int ply) const override;

 private:
  std::string texts_;
  std::vector<std::uint32_t> ends_;  // where each move's text ends in texts_
};

}  // namespace drawbridge::python
