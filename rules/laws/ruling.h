// The ruling on a draw claim (FIDE 9.5; draughts 5.4.12.2), as both games' referees give it:
// a correct claim draws the game; an incorrect one may cost clock time, and a written move
// must then be played. How each game decides it is its own (chess_draw/claim_ruling.h).
#pragma once

#include <chrono>
#include <string>

namespace drawbridge::draw {

struct Clocks {
  std::chrono::milliseconds claimant{0};
  std::chrono::milliseconds opponent{0};
};

struct ClaimRuling {
  bool correct = false;
  std::string claim_article;   // 9.2.1.1, 9.3.2, ...: what was claimed
  std::string ruling_article;  // 9.5.2 (correct) or 9.5.3 (incorrect), ...
  Clocks clocks;               // after the ruling
  bool must_play_intended_move = false;
};

}  // namespace drawbridge::draw
