// Ruling on a draw claim (FIDE 9.5): a correct claim draws the game; an incorrect one
// costs clock time as the edition says, and a declared intended move must then be played.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "rules/chess/types.h"
#include "rules/draw/edition.h"
#include "rules/draw/game_record.h"
#include "rules/draw/outcome.h"

namespace drawbridge::draw {

enum class ClaimedRule { kThreefoldRepetition, kFiftyMoves };

// The rule a correct claim ends the game by.
constexpr Rule rule_of(ClaimedRule claimed) {
  return claimed == ClaimedRule::kThreefoldRepetition ? Rule::kThreefoldRepetition : Rule::kFiftyMove;
}

// A claim by the player on move: with an intended move (a) or on the board (b).
struct Claim {
  ClaimedRule rule = ClaimedRule::kThreefoldRepetition;
  std::optional<chess::Move> intended_move;
};

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

// The claim holds for the position on the board of `record`. An intended move must be legal.
bool is_claim_correct(const GameRecord& record, const Edition& edition, const Claim& claim);

Clocks apply_wrong_claim_penalty(const WrongClaimPenalty& penalty, Clocks clocks);

ClaimRuling rule_on_claim(const GameRecord& record, const Edition& edition, const Claim& claim, Clocks clocks);

}  // namespace drawbridge::draw
