#include "rules/dead/line_shortcuts.h"

#include <cstdint>
#include <unordered_map>

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

}  // namespace

void take_shortcuts(Position& pos, Color winner, std::vector<Move>& line) {
  if (line.size() < 3) return;
  // Where each position of the line stands in it (the last occurrence, should one repeat).
  std::unordered_map<std::uint64_t, std::size_t> index;
  index.reserve(line.size() + 1);
  index[pos.key()] = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    pos.make_move(line[i]);
    index[pos.key()] = i + 1;
  }
  for (std::size_t i = line.size(); i > 0; --i) pos.unmake_move();

  std::vector<Move> shorter;
  std::size_t at = 0;
  while (at < line.size()) {
    std::size_t best = at + 1;
    Move best_move = line[at];
    for (const Move m : pos.legal_moves()) {
      pos.make_move(m);
      const auto it = index.find(pos.key());
      pos.unmake_move();
      if (it != index.end() && it->second > best) {
        best = it->second;
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
