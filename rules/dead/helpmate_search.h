// The helpmate search: looks for a sequence of legal moves of both sides that ends with the
// winner mating, along the moves that bring a mating pattern closer first.
#pragma once

#include <cstdint>
#include <vector>

#include "rules/chess/position.h"
#include "rules/dead/search_budget.h"

namespace drawbridge::dead {

struct HelpmateLimits {
  int first_depth = 1;                // iterative deepening from this nominal depth
  int last_depth = 1;                 // ... up to this one
  std::uint64_t nodes_per_depth = 0;  // 0: no limit per iteration beyond the budget
  bool transpositions = false;        // a transposition table shared by the iterations
};

// Iterative deepening depth-first search. A move towards the pattern (mate_pattern.h) costs
// no depth, an ordinary move one ply, a move away from it three. On success `line` holds the
// moves from `pos` to the mate and the result is true. `pos` is restored.
bool find_helpmate(chess::Position& pos, chess::Color winner, const HelpmateLimits& limits, SearchBudget& budget,
                   std::vector<chess::Move>& line);

}  // namespace drawbridge::dead
