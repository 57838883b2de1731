// Whether a side can still checkmate by some sequence of legal moves of both players (a
// helpmate): the question behind the dead position (FIDE 5.2.2 / 5.2b / 9.6) and the flag
// fall (6.9). Sound: "cannot mate" comes only with a proof; "can mate" with a witness line.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "rules/chess/position.h"
#include "rules/dead/search_budget.h"

namespace drawbridge::dead {

enum class MateAnswer { kCanMate, kCannotMate, kUnknown };

struct MateVerdict {
  MateAnswer answer = MateAnswer::kUnknown;
  // kCanMate: legal moves from the position ending in checkmate of the other side (empty when
  // the position itself is that checkmate).
  std::vector<chess::Move> witness;
  // Why: for kCannotMate the kind of proof: "checkmated" or "stalemate" (the game is over:
  // FIDE 5.1.1, 5.2.1), "material", "bishops-one-colour",
  // "blocked-pawns", "reach-saturation", "no-legal-move" (the forced moves end in mate or stalemate),
  // "exhaustive-search"; for kCanMate "checkmate" when the position itself is that mate (else
  // empty: the witness says it); for kUnknown "budget".
  std::string why;
  std::uint64_t nodes = 0;  // search nodes spent
  int forced_plies = 0;     // plies of the only legal move each, played before the proof or search
};

// Whether `side` can still checkmate. kUnknown (why "budget") only when the search is cut by
// `limits`: its nodes are spent or its deadline has come.
MateVerdict decide_can_mate(const chess::Position& pos, chess::Color side, const SearchLimits& limits = {});

// The proofs that need no search (material, forced moves, blocked pawns): cheap enough for
// every position of a live game. kCannotMate with a proof, kCanMate only when forced moves
// mate, otherwise kUnknown.
MateVerdict decide_can_mate_statically(const chess::Position& pos, chess::Color side);

// "can-mate", "cannot-mate", "unknown".
std::string_view mate_answer_name(MateAnswer answer);

}  // namespace drawbridge::dead
