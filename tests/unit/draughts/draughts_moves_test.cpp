// The move rules of both games, each on a position written for it (squares: FMJD numbering).
#include <doctest/doctest.h>

#include "rules/draughts/capture_paths.h"
#include "tests/unit/draughts/draughts_test_support.h"

namespace drawbridge::draughts {
namespace {

using Strings = std::vector<std::string>;
constexpr Game kFmjd = Game::kInternational;
constexpr Game kRussian = Game::kRussian;

TEST_CASE("draughts: men step forward only, and a capture is obligatory") {
  CHECK(hub_moves(position(kFmjd, "W:W32:B")) == Strings{"32-27", "32-28"});
  CHECK(hub_moves(position(kFmjd, "B:W:B19")) == Strings{"19-23", "19-24"});
  CHECK(hub_moves(position(kFmjd, "W:W32,45:B28")) == Strings{"32x23x28"});
  CHECK(hub_moves(position(kRussian, "W:W22:B")) == Strings{"22-17", "22-18"});
}

TEST_CASE("draughts: men capture backwards in both games (FMJD 4.1)") {
  CHECK(hub_moves(position(kFmjd, "W:W28:B33")) == Strings{"28x39x33"});
  CHECK(hub_moves(position(kRussian, "W:W18:B22")) == Strings{"18x25x22"});
}

TEST_CASE("draughts: kings fly along a free diagonal and take from afar") {
  CHECK(position(kFmjd, "W:WK46:B").legal_moves().size() == 9);
  CHECK(position(kRussian, "W:WK29:B").legal_moves().size() == 7);
  // From 46 over 28 to any free square behind it.
  CHECK(hub_moves(position(kFmjd, "W:WK46:B28")) == Strings{"46x10x28", "46x14x28", "46x19x28", "46x23x28", "46x5x28"});
}

TEST_CASE("draughts: the capture of the most pieces is obligatory in international (FMJD 4.13)") {
  // 32x21 takes one piece, 32x23x14 two: only the second is legal.
  CHECK(hub_moves(position(kFmjd, "W:W32:B19,27,28")) == Strings{"32x14x19x28"});
  // A king counts as one piece: two men outweigh one king.
  CHECK(hub_moves(position(kFmjd, "W:W32:BK27,19,28")) == Strings{"32x14x19x28"});
}

TEST_CASE("draughts: Russian has free choice among captures, long or short") {
  CHECK(hub_moves(position(kRussian, "W:WK20:B16,22-24")) ==
        Strings{"20x13x22x24", "20x17x22x24", "20x25x16x22", "20x25x22x23x24", "20x29x16x22", "20x29x22x23x24"});
}

TEST_CASE("draughts: the Turkish strike: taken pieces stay until the capture ends (FMJD 4.11)") {
  // The king takes 22, 29, 19 and would come back over 22 to take 31 if 22 were lifted at once.
  const Position pos = position(kFmjd, "W:WK11:B19,22,29,31");
  CHECK(hub_moves(pos) == Strings{"11x13x19x22x29", "11x2x19x22x29", "11x8x19x22x29"});
}

TEST_CASE("draughts: a capture may end on its own start square, and takes a piece once") {
  const Position pos = position(kFmjd, "W:W32:B17,18,27,28");
  CHECK(hub_moves(pos) == Strings{"32x32x17x18x27x28"});
  CHECK(capture_paths(pos).size() == 2);  // round either way: one move
  CHECK(pos.perft(1) == 1);
  CHECK(to_fen(pos.after(pos.legal_moves()[0])) == "B:W32:B");
}

TEST_CASE("draughts: a man is crowned only where its move ends (FMJD 4.15)") {
  const Position through = position(kFmjd, "W:W12:B8,9");
  REQUIRE(through.legal_moves().size() == 1);
  CHECK_FALSE(through.legal_moves()[0].crowns);
  CHECK(to_fen(through.after(through.legal_moves()[0])) == "B:W14:B");
  const Position ends = position(kFmjd, "W:W12:B8");
  CHECK(to_fen(ends.after(ends.legal_moves()[0])) == "B:WK3:B");
  CHECK(to_fen(after(position(kFmjd, "W:W6:B"), "6-1")) == "B:WK1:B");
  CHECK(to_fen(after(position(kFmjd, "B:W:B45"), "45-50")) == "W:W:BK50");
}

TEST_CASE("draughts: a Russian man reaching the last row in a capture goes on as a king") {
  // 9x2 over 6 crowns it; as a king it then takes 11 from afar and may land on 16 or 20.
  const Position pos = position(kRussian, "W:W9:B6,11");
  CHECK(hub_moves(pos) == Strings{"9x16x6x11", "9x20x6x11"});
  for (const Move& m : pos.legal_moves()) CHECK(m.crowns);
  // The same as a man would only have reached 14 in international; here it ends a king on 12.
  CHECK(to_fen(after(position(kRussian, "W:W10:B7,8"), "10x12")) == "B:WK12:B");
}

TEST_CASE("draughts: a king must land where it can take on, when it can (Russian)") {
  // Over 22 (c3) the king could stop on 17 (b4) or 13 (a5); from 17 it can go on over 10.
  CHECK(hub_moves(position(kRussian, "W:WK26:B22,10")) == Strings{"26x3x10x22", "26x7x10x22"});
}

TEST_CASE("draughts: play moves the piece, lifts the pieces taken and passes the turn") {
  const Position start = Position::start(kFmjd);
  CHECK(to_fen(start) == "W:W31-50:B1-20");
  CHECK(to_fen(Position::start(kRussian)) == "W:W21-32:B1-12");
  const Position next = after(after(start, "32-28"), "19-23");
  CHECK(to_fen(next) == "W:W28,31,33-50:B1-18,20,23");
  CHECK(to_fen(after(next, "28x19")) == "B:W19,31,33-50:B1-18,20");
}

}  // namespace
}  // namespace drawbridge::draughts
