// FMJD article 6 as draughts-fmjd has it, every rule automatic: each count at its limit and one
// short, on positions and games written here.
#include <doctest/doctest.h>

#include "tests/unit/draughts_draw/draughts_draw_test_support.h"

namespace drawbridge::draughts_draw {
namespace {

using namespace testing;

void shuffle_kings(Referee& r, int times) {
  for (int i = 0; i < times; ++i) {
    for (const char* m : {"50-44", "1-7", "44-50", "7-1"}) play(r, m);
  }
}

TEST_CASE("FMJD 6.1: the third occurrence of a position, the same player to move, draws") {
  Referee r = referee("draughts-fmjd", "W:WK50,36,37:BK1,14,15");
  shuffle_kings(r, 1);
  for (const char* m : {"50-44", "1-7", "44-50"}) play(r, m);
  CHECK_FALSE(r.ending());  // ply 7: the second occurrence of the start is behind
  play(r, "7-1");
  REQUIRE(r.ending());
  CHECK(r.ending()->rule == draw::Rule::kThreefoldRepetition);
  CHECK(r.ending()->article == "6.1");
  CHECK(r.ending()->ply == 8);
  CHECK(r.ending()->result == draw::Result::kDraw);
  CHECK(r.result_event()->fen == "W:W36,37,K50:BK1,14,15");
  CHECK_FALSE(r.play("50-44").ok());  // after the end
  CHECK(claims(r).empty());
}

TEST_CASE("FMJD 6.2: 25 moves each of kings only draw at ply 50, not 49") {
  Referee r = referee("draughts-fmjd", "W:WK46,K50,36,37:BK1,K5,14,15");
  walk(r, 49);
  CHECK_FALSE(r.ending());
  walk(r, 1);
  REQUIRE(r.ending());
  CHECK(r.ending()->rule == draw::Rule::kKingsOnlyMoves);
  CHECK(r.ending()->article == "6.2");
  CHECK(r.ending()->ply == 50);
}

TEST_CASE("FMJD 6.2: a man's move starts the count again") {
  Referee r = referee("draughts-fmjd", "W:WK46,K50,36,37:BK1,K5,14,15");
  walk(r, 70, {20});  // 49 king plies since the man moved
  CHECK_FALSE(r.ending());
  walk(r, 1);
  REQUIRE(ended_by(r) == draw::Rule::kKingsOnlyMoves);
  CHECK(r.ending()->ply == 71);
}

TEST_CASE("FMJD 6.3: king and two men against a king, sixteen moves each from the capture that made it") {
  Referee r = referee("draughts-fmjd", "W:WK46,31,33:BK1,41");
  play(r, "46x37");  // the material arises at ply 1
  walk(r, 31);
  CHECK_FALSE(r.ending());
  walk(r, 1);
  REQUIRE(ended_by(r) == draw::Rule::kLoneKing);
  CHECK(r.ending()->article == "6.3");
  CHECK(r.ending()->ply == 33);
}

TEST_CASE("FMJD 6.4: two kings against a king, five moves each") {
  Referee r = referee("draughts-fmjd", "W:WK46,K50:BK3");
  walk(r, 9);
  CHECK_FALSE(r.ending());
  walk(r, 1);
  REQUIRE(ended_by(r) == draw::Rule::kLoneKing);
  CHECK(r.ending()->article == "6.4");
  CHECK(r.ending()->ply == 10);
}

TEST_CASE("FMJD 7.2: the player left without a piece loses") {
  Referee r = referee("draughts-fmjd", "W:WK46:B41");
  const auto events = r.play("46x37");
  REQUIRE(events.ok());
  REQUIRE(events->size() == 1);
  CHECK(events->front().kind == draw::EventKind::kResult);
  CHECK(events->front().rule == draw::Rule::kNoMove);
  CHECK(events->front().article == "7.2");
  CHECK(events->front().result == draw::Result::kWhiteWins);
}

TEST_CASE("FMJD 7.2: a player whose pieces are all blocked loses at once") {
  const Referee r = referee("draughts-fmjd", "B:W50:B45");  // 45 cannot step to 50 nor take it
  REQUIRE(ended_by(r) == draw::Rule::kNoMove);
  CHECK(r.ending()->result == draw::Result::kWhiteWins);
  CHECK(r.ending()->ply == 0);
}

TEST_CASE("FMJD 7.3.1: a draw by mutual consent, offered after one's own move") {
  Referee r = referee("draughts-fmjd", std::nullopt);
  CHECK_FALSE(r.offer(draughts::Color::kWhite).ok());  // no move made yet
  play(r, "32-28");
  const auto offered = r.offer(draughts::Color::kWhite);
  REQUIRE(offered.ok());
  CHECK(offered->front().article == "7.3.1");
  const auto accepted = r.accept(draughts::Color::kBlack);
  REQUIRE(accepted.ok());
  CHECK(accepted->front().rule == draw::Rule::kDrawOffer);
  CHECK(accepted->front().result == draw::Result::kDraw);
}

}  // namespace
}  // namespace drawbridge::draughts_draw
