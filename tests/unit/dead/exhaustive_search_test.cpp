// The exhaustive search run in slices of budget: it goes on from where each slice stopped and
// ends as one run with the whole budget does, after as many nodes, with the same line.
#include <vector>

#include <doctest/doctest.h>

#include "rules/chess/fen.h"
#include "rules/dead/exhaustive_search.h"

namespace drawbridge::dead {
namespace {

using chess::Color;
using chess::kBlack;
using chess::kWhite;

struct Finish {
  Exhaustion result = Exhaustion::kOutOfBudget;
  std::uint64_t nodes = 0;
  std::vector<chess::Move> line;
  int runs = 0;
};

// Runs the search in slices of `slice` nodes until it decides.
Finish search_in_slices(const char* fen, Color winner, std::uint64_t slice) {
  auto start = chess::parse_fen(fen);
  REQUIRE_MESSAGE(start.ok(), fen);
  chess::Position pos = *start;
  ExhaustiveSearch search(pos, winner, Rewards::kPatient);
  Finish f;
  while (f.result == Exhaustion::kOutOfBudget && f.runs < 100000) {
    SearchLimits limits;
    limits.nodes = slice;
    SearchBudget budget(limits);
    f.result = search.run(budget);
    f.nodes += budget.used();
    ++f.runs;
  }
  f.line = search.line();
  return f;
}

void check_slices_agree(const char* fen, Color winner, Exhaustion expected) {
  INFO(fen);
  const Finish whole = search_in_slices(fen, winner, kDefaultBudget);
  REQUIRE(whole.result == expected);
  CHECK(whole.runs == 1);
  for (const std::uint64_t slice : {7ULL, 1000ULL, 20000ULL}) {
    const Finish sliced = search_in_slices(fen, winner, slice);
    CHECK(sliced.result == expected);
    CHECK(sliced.nodes == whole.nodes);
    CHECK(sliced.line == whole.line);
    CHECK(sliced.runs > 1);
  }
  if (expected != Exhaustion::kMate) return;
  chess::Position pos = *chess::parse_fen(fen);
  for (const chess::Move m : whole.line) {
    REQUIRE(pos.is_legal(m));
    pos.make_move(m);
  }
  CHECK(pos.is_checkmate());
  CHECK(pos.side_to_move() != winner);
}

TEST_CASE("an exhaustive search stopped by its budget goes on from where it stopped") {
  // A world that the search closes (White cannot mate: the decider's proof is this search's),
  // and a position where it finds White's helpmate, each after thousands of positions.
  check_slices_agree("8/p1p1p3/8/8/8/P5p1/2P1P1Pp/k6K w - -", kWhite, Exhaustion::kNoMate);
  check_slices_agree("8/1p1p1p1p/1P6/KP6/PP6/8/3P1P1P/k7 w - -", kWhite, Exhaustion::kMate);
}

}  // namespace
}  // namespace drawbridge::dead
