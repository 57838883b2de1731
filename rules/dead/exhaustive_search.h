// The exhaustive helpmate search: every position reachable from the given one is visited once
// (transpositions by the identity key), until a mate by the winner appears, the reachable set
// is exhausted (a proof that no mate exists), or the budget runs out.
#pragma once

#include <vector>

#include "rules/chess/position.h"
#include "rules/dead/mate_pattern.h"
#include "rules/dead/search_budget.h"

namespace drawbridge::dead {

enum class Exhaustion { kMate, kNoMate, kOutOfBudget };

// The pawns of `side` with no pawn of the other side ahead on their file: they run to promote.
chess::Bitboard running_pawns(const chess::Position& pos, chess::Color side);

// Positions where a static proof (material, frozen pawns) shows that the winner cannot mate are
// not expanded: nothing reachable from them is a mate. Depth first, the moves of each position
// in the order of `rewards` (mate_pattern.h). On kMate, `line` holds the moves from `pos` to
// the mate (the line may be long: a depth-first path). `pos` is restored.
//
// `promotion` other than kNoPieceType: the winner promotes only to that piece (its other
// promotions are not played). Such a search finds mates (its line is legal from `pos`), and
// kNoMate from it proves nothing about the other promotions.
Exhaustion exhaust_helpmates(chess::Position& pos, chess::Color winner, Rewards rewards, SearchBudget& budget,
                             std::vector<chess::Move>& line, chess::PieceType promotion = chess::kNoPieceType);

}  // namespace drawbridge::dead
