#include "rules/dead/line_shortcuts.h"

#include <cstdint>
#include <vector>

#include "rules/dead/mate_pattern.h"

namespace drawbridge::dead {
namespace {

using namespace chess;

bool ends_in_mate_by(Position& pos, Color winner, const std::vector<Move>& line) {
  std::size_t made = 0;
  bool ok = true;
  for (const Move m : line) {
    if (!pos.is_legal(m)) {
      ok = false;
      break;
    }
    pos.make_move(m);
    ++made;
  }
  ok = ok && pos.is_checkmate() && pos.side_to_move() != winner;
  for (; made > 0; --made) pos.unmake_move();
  return ok;
}

// The identity key after `m`, without making it when it is neither a pawn move nor a capture.
std::uint64_t key_after(Position& pos, Move m) {
  if (!is_capture(pos, m) && type_of(pos.piece_on(m.from())) != kPawn) return pos.key_after_reversible(m);
  pos.make_move(m);
  const std::uint64_t key = pos.key();
  pos.unmake_move();
  return key;
}

// Where each position of the line stands in it (the last occurrence, should one repeat): open
// addressing, a quarter full at most (most lookups miss).
class LineIndex {
 public:
  explicit LineIndex(std::size_t positions) {
    std::size_t size = 16;
    while (size < 4 * positions) size *= 2;
    slots_.assign(size, Slot{});
  }
  void put(std::uint64_t key, std::size_t at) {
    std::size_t i = home(key);
    while (slots_[i].at != 0 && slots_[i].key != key) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = Slot{key, std::uint32_t(at + 1)};
  }
  // 0 when `key` is not on the line, else its place + 1.
  std::size_t find(std::uint64_t key) const {
    for (std::size_t i = home(key); slots_[i].at != 0; i = (i + 1) & (slots_.size() - 1))
      if (slots_[i].key == key) return slots_[i].at;
    return 0;
  }

 private:
  struct Slot {
    std::uint64_t key = 0;
    std::uint32_t at = 0;
  };
  std::size_t home(std::uint64_t key) const { return (key * 0x9E3779B97F4A7C15ULL) >> 32 & (slots_.size() - 1); }
  std::vector<Slot> slots_;
};

}  // namespace

void take_shortcuts(Position& pos, Color winner, std::vector<Move>& line) {
  if (line.size() < 3) return;
  LineIndex index(line.size() + 1);
  index.put(pos.key(), 0);
  for (std::size_t i = 0; i < line.size(); ++i) {
    pos.make_move(line[i]);
    index.put(pos.key(), i + 1);
  }
  for (std::size_t i = line.size(); i > 0; --i) pos.unmake_move();

  std::vector<Move> shorter;
  std::size_t at = 0;
  while (at < line.size()) {
    std::size_t best = at + 1;
    Move best_move = line[at];
    for (const Move m : pos.legal_moves()) {
      const std::size_t found = index.find(key_after(pos, m));
      if (found > best + 1) {
        best = found - 1;
        best_move = m;
      }
    }
    pos.make_move(best_move);
    shorter.push_back(best_move);
    at = best;
  }
  for (std::size_t i = shorter.size(); i > 0; --i) pos.unmake_move();
  if (shorter.size() < line.size() && ends_in_mate_by(pos, winner, shorter)) line.swap(shorter);
}

}  // namespace drawbridge::dead
