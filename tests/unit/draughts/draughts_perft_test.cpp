// Perft of both games: the start positions' first depths (facts of the games, which every
// published table shares), and positions written for the rules tests, whose counts exercise
// flying kings, the majority rule, the Turkish strike and Russian crowning mid-capture (the
// counts agree with a plain square-by-square implementation of the same rules).
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "tests/unit/draughts/draughts_test_support.h"

namespace drawbridge::draughts {
namespace {

void check_counts(const Position& pos, const std::vector<std::uint64_t>& counts) {
  for (std::size_t depth = 1; depth <= counts.size(); ++depth) {
    CHECK_MESSAGE(pos.perft(int(depth)) == counts[depth - 1], to_fen(pos), " depth ", depth);
  }
}

TEST_CASE("draughts perft: the start positions") {
  CHECK(Position::start(Game::kInternational).perft(0) == 1);
  check_counts(Position::start(Game::kInternational), {9, 81, 658, 4265, 27117, 167140});
  check_counts(Position::start(Game::kRussian), {7, 49, 302, 1469, 7482, 37986, 190146});
}

TEST_CASE("draughts perft: positions of the rules tests") {
  check_counts(position(Game::kInternational, "W:WK41:B9,18,21,28"), {2, 4, 36, 70, 642});
  check_counts(position(Game::kInternational, "W:WK11:B19,22,29,31"), {3, 6, 65, 97, 959});
  check_counts(position(Game::kInternational, "B:WK3,28,33,38,42:BK45,12,17,19,23"), {1, 9, 70, 504, 3799});
  check_counts(position(Game::kRussian, "W:WK20:B16,22-24"), {6, 20, 146, 393, 2825, 11622});
  check_counts(position(Game::kRussian, "W:WK1,22,25,27:BK32,5,8,12,14"), {11, 27, 124, 776, 3651, 24121});
  check_counts(position(Game::kRussian, "W:W9,10,19,K30:B6,7,11,15,K2"), {2, 4, 18, 41, 343});
}

}  // namespace
}  // namespace drawbridge::draughts
