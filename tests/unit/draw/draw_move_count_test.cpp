// FIDE 9.3 (fifty-move claims) and 9.6.2 / 9.6b (seventy-five moves, checkmate on the last
// move taking precedence), in every edition. A FEN's half-move clock counts.
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "tests/unit/draw/draw_test_support.h"

namespace drawbridge::draw {
namespace {

using testing::claims;
using testing::ending;
using testing::game;

struct Case {
  const char* name;
  const char* edition;
  const char* fen;
  const char* moves;
  std::vector<std::string> expected_claims;
  const char* expected_ending;
};

// White to move at clock 99: Ra1xa2 captures, the other moves are quiet.
constexpr const char* kClock99 = "4k3/8/8/8/8/8/r7/R3K3 w - - 99 80";
constexpr const char* kClock95 = "4k3/8/8/8/8/8/8/R3K3 w - - 95 80";
// White to move at clock 149: Ra1-a8 mates, Ra1-a2 does not.
constexpr const char* kClock149 = "7k/8/6K1/8/8/8/8/R7 w - - 149 100";

const std::vector<Case> kCases = {
    {"fide-2023 9.3.1 clock 99: every quiet move completes fifty moves, the capture does not",
     "fide-2023",
     kClock99,
     "",
     {"fifty-move 9.3.1 a1b1 a1c1 a1d1 e1d1 e1f1"},
     "none"},
    {"fide-2014 9.3a clock 99, quiet moves only",
     "fide-2014",
     kClock99,
     "",
     {"fifty-move 9.3a a1b1 a1c1 a1d1 e1d1 e1f1"},
     "none"},
    {"fide-pre2014-ru 9.3a clock 99, quiet moves only",
     "fide-pre2014-ru",
     kClock99,
     "",
     {"fifty-move 9.3a a1b1 a1c1 a1d1 e1d1 e1f1"},
     "none"},
    {"fide-pre2014-pl 9.3a clock 99, quiet moves only",
     "fide-pre2014-pl",
     kClock99,
     "",
     {"fifty-move 9.3a a1b1 a1c1 a1d1 e1d1 e1f1"},
     "none"},
    // Black's Ra2xa1 is a capture and cannot be declared.
    {"fide-2023 9.3.2 after the quiet move the opponent claims on the board",
     "fide-2023",
     kClock99,
     "e1f1",
     {"fifty-move 9.3.1 a2a3 a2a4 a2a5 a2a6 a2a7 a2a8 a2b2 a2c2 a2d2 a2e2 a2f2 a2g2 a2h2 e8d7 e8d8 e8e7 "
      "e8f7 e8f8",
      "fifty-move 9.3.2"},
     "none"},
    {"fide-2023 9.3 the capture resets the count", "fide-2023", kClock99, "a1a2", {}, "none"},
    {"fide-pre2014-pl 9.3b on the board",
     "fide-pre2014-pl",
     kClock99,
     "e1f1",
     {"fifty-move 9.3a a2a3 a2a4 a2a5 a2a6 a2a7 a2a8 a2b2 a2c2 a2d2 a2e2 a2f2 a2g2 a2h2 e8d7 e8d8 e8e7 "
      "e8f7 e8f8",
      "fifty-move 9.3b"},
     "none"},
    {"fide-2023 9.3.1 a FEN with clock 95 reaches 99 after four moves",
     "fide-2023",
     kClock95,
     "a1a2 e8d8 a2a1 d8e8",
     {"fifty-move 9.3.1 a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1 e1d1 e1d2 e1e2 "
      "e1f1 e1f2"},
     "none"},
    {"fide-2014 9.3b a FEN with clock 95 reaches 100 after five moves",
     "fide-2014",
     kClock95,
     "a1a2 e8d8 a2a1 d8e8 a1a2",
     {"fifty-move 9.3a e8d7 e8d8 e8e7 e8f7 e8f8", "fifty-move 9.3b"},
     "none"},
    // 9.6.2: the 150th half-move without pawn move or capture ends the game ...
    {"fide-2023 9.6.2 seventy-five moves", "fide-2023", kClock149, "a1a2", {}, "seventy-five-move 9.6.2 @1 1/2-1/2"},
    {"fide-2014 9.6b seventy-five moves", "fide-2014", kClock149, "a1a2", {}, "seventy-five-move 9.6b @1 1/2-1/2"},
    // ... unless that move mates.
    {"fide-2023 9.6.2 checkmate on the 150th half-move takes precedence",
     "fide-2023",
     kClock149,
     "a1a8",
     {},
     "checkmate 5.1.1 @1 1-0"},
    {"fide-2014 9.6b checkmate on the last move takes precedence",
     "fide-2014",
     kClock149,
     "a1a8",
     {},
     "checkmate 5.1a @1 1-0"},
    // Before 2014 there is no automatic 75-move rule: the game goes on, claimable.
    {"fide-pre2014-ru no 75-move rule: a claim on the board",
     "fide-pre2014-ru",
     kClock149,
     "a1a2",
     {"fifty-move 9.3a h8g8", "fifty-move 9.3b"},
     "none"},
    {"fide-pre2014-pl no 75-move rule: a claim on the board",
     "fide-pre2014-pl",
     kClock149,
     "a1a2",
     {"fifty-move 9.3a h8g8", "fifty-move 9.3b"},
     "none"},
};

TEST_CASE("9.3 fifty-move claims and 9.6.2 seventy-five moves, by article and edition") {
  for (const Case& c : kCases) {
    SUBCASE(c.name) {
      const Referee referee = game(c.edition, c.fen, c.moves);
      CHECK(ending(referee) == c.expected_ending);
      CHECK(testing::joined(claims(referee)) == testing::joined(c.expected_claims));
    }
  }
}

TEST_CASE("9.3 castling is not a capture of the own rook") {
  const chess::Position pos = testing::position("4k3/8/8/8/8/8/8/4K2R w K - 99 80");
  CHECK_FALSE(resets_move_count(pos, testing::move(pos, "e1g1")));
  CHECK(resets_move_count(testing::position("4k3/8/8/8/8/8/4P3/4K3 w - - 99 80"),
                          testing::move(testing::position("4k3/8/8/8/8/8/4P3/4K3 w - - 99 80"), "e2e3")));
}

}  // namespace
}  // namespace drawbridge::draw
