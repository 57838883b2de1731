// Perft: the number of leaf nodes of the legal move tree, the reference test of move generation.
#include "rules/chess/position.h"

namespace drawbridge::chess {

// The last ply is counted from the generator without making its moves, as Stockfish's
// `go perft` does, so the two programs' figures and speeds compare like with like.
std::uint64_t Position::perft(int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return count_legal_moves();
  std::uint64_t nodes = 0;
  for (const Move m : legal_moves()) {
    make_move(m);
    nodes += perft(depth - 1);
    unmake_move();
  }
  return nodes;
}

}  // namespace drawbridge::chess
