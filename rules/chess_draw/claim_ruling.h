// Ruling on a draw claim (FIDE 9.5): a correct claim draws the game; an incorrect one
// costs clock time as the edition says, and a declared intended move must then be played.
#pragma once

#include <optional>

#include "rules/chess/types.h"
#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/game_record.h"
#include "rules/laws/outcome.h"
#include "rules/laws/ruling.h"

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

// The claim holds for the position on the board of `record`. An intended move must be legal.
bool is_claim_correct(const GameRecord& record, const Edition& edition, const Claim& claim);

Clocks apply_wrong_claim_penalty(const WrongClaimPenalty& penalty, Clocks clocks);

ClaimRuling rule_on_claim(const GameRecord& record, const Edition& edition, const Claim& claim, Clocks clocks);

}  // namespace drawbridge::draw
