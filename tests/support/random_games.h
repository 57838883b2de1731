// Random legal games, for the replay differential and the generated test data
// (write_random_games.cpp): from the standard start or a random Chess960 start, in styles that
// reach what the laws look at: promotions and en passant (pawn-and-capture games), the fifty-
// and seventy-five-move rules (games of piece moves), and repetitions (games that take moves
// back).
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "rules/chess/position.h"

namespace drawbridge::testing {

struct RandomGame {
  chess::Position start;
  std::vector<chess::Move> moves;
};

// One game; it ends where the side to move has no legal move, or at a length the style draws.
RandomGame random_game(std::mt19937_64& rng);

}  // namespace drawbridge::testing
