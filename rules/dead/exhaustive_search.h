// The exhaustive helpmate search: every position reachable from the given one is visited once
// (transpositions by the identity key), until a mate by the winner appears, the reachable set
// is exhausted (a proof that no mate exists), or the budget runs out.
#pragma once

#include <memory>
#include <vector>

#include "rules/chess/position.h"
#include "rules/dead/mate_pattern.h"
#include "rules/dead/search_budget.h"

namespace drawbridge::dead {

enum class Exhaustion { kMate, kNoMate, kOutOfBudget };

// The pawns of `side` with no pawn of the other side ahead on their file: they run to promote.
chess::Bitboard running_pawns(const chess::Position& pos, chess::Color side);

class Exhaustive;

// Positions where a static proof (material, frozen pawns) shows that the winner cannot mate are
// not expanded: nothing reachable from them is a mate. Depth first, the moves of each position
// in the order of `rewards` (mate_pattern.h).
//
// `promotion` other than kNoPieceType: the winner promotes only to that piece (its other
// promotions are not played). Such a search finds mates (its line is legal from the position),
// and kNoMate from it proves nothing about the other promotions.
//
// A search that a budget stopped goes on from where it stopped at the next run(): the positions
// it visited stay visited, so a later, larger budget does not pay for them again. Each run
// leaves `pos` as it found it, and must find it as the first run did.
class ExhaustiveSearch {
 public:
  ExhaustiveSearch(chess::Position& pos, chess::Color winner, Rewards rewards,
                   chess::PieceType promotion = chess::kNoPieceType);
  ~ExhaustiveSearch();
  ExhaustiveSearch(const ExhaustiveSearch&) = delete;
  ExhaustiveSearch& operator=(const ExhaustiveSearch&) = delete;

  // Searches on within `budget`. On kMate, line() holds the moves from the first position to the
  // mate (the line may be long: a depth-first path); the search is then over, and the caller
  // may take the line or shorten it in place.
  Exhaustion run(SearchBudget& budget);
  std::vector<chess::Move>& line() { return line_; }

 private:
  std::vector<chess::Move> line_;
  std::unique_ptr<Exhaustive> search_;
};

// One run of a search from `pos`: on kMate the moves are appended to `line`. `pos` is restored.
Exhaustion exhaust_helpmates(chess::Position& pos, chess::Color winner, Rewards rewards, SearchBudget& budget,
                             std::vector<chess::Move>& line, chess::PieceType promotion = chess::kNoPieceType);

}  // namespace drawbridge::dead
