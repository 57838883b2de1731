// A plain exhaustive search with no pruning at all, the independent check of the decider's
// "cannot mate" proofs: every position reachable from the given one, depth first.
#pragma once

#include <cstdint>
#include <unordered_set>
#include <vector>

#include "rules/chess/position.h"

namespace drawbridge::dead::testing {

enum class Plain { kMate, kNoMate, kTooBig };

// Every position reachable from `pos` (iteratively, no recursion limits), looking for a mate
// of the side that is not `winner`. The one cut, by the rules of the pieces alone: a winner
// left with a bare king never gives check again, so nothing beyond that position is expanded.
inline Plain plain_search(chess::Position pos, chess::Color winner, std::uint64_t limit) {
  std::unordered_set<std::uint64_t> seen;
  struct Frame {
    chess::MoveList moves;
    std::size_t next = 0;
  };
  std::vector<Frame> stack;
  auto enter = [&]() -> int {  // 1 mate, 0 expanded or dead end, -1 too big
    if (!seen.insert(pos.key()).second) return 0;
    if (seen.size() > limit) return -1;
    if (pos.pieces(winner) == pos.pieces(winner, chess::kKing)) return 0;
    Frame f{pos.legal_moves()};
    if (f.moves.empty()) return pos.in_check() && pos.side_to_move() != winner ? 1 : 0;
    stack.push_back(f);
    return 0;
  };
  const std::size_t root_depth = 0;
  if (const int r = enter(); r != 0) return r > 0 ? Plain::kMate : Plain::kTooBig;
  while (stack.size() > root_depth) {
    Frame& f = stack.back();
    if (f.next == f.moves.size()) {
      stack.pop_back();
      if (!stack.empty()) pos.unmake_move();
      continue;
    }
    const std::size_t depth = stack.size();
    pos.make_move(f.moves[f.next++]);
    const int r = enter();
    if (r > 0) return Plain::kMate;
    if (r < 0) return Plain::kTooBig;
    if (stack.size() == depth) pos.unmake_move();  // nothing pushed: step back
  }
  return Plain::kNoMate;
}

}  // namespace drawbridge::dead::testing
