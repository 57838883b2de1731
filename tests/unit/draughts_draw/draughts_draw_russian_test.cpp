// Russian draughts as draughts-russian has it: 5.4.12's claims, offers and arbiter initiative,
// and the 64-square move-count rules, each count at its limit and one short.
#include <doctest/doctest.h>

#include "tests/unit/draughts_draw/draughts_draw_test_support.h"

namespace drawbridge::draughts_draw {
namespace {

using namespace testing;

constexpr char kShuffle[] = "W:WK32,29,30:BK1,3,4";

void shuffle(Referee& r, int plies) {
  constexpr const char* kMoves[] = {"32-27", "1-6", "27-32", "6-1"};
  for (int i = 0; i < plies; ++i) play(r, kMoves[r.ply() % 4]);
}

TEST_CASE("5.4.12.1.3: the third occurrence is claimed, not automatic") {
  Referee r = referee("draughts-russian", kShuffle);
  shuffle(r, 8);
  CHECK_FALSE(r.ending());
  CHECK(claims(r) ==
        std::vector<std::string>{"threefold-repetition 5.4.12.1.3", "threefold-repetition 5.4.12.2 with move"});
  const auto ruled = r.claim(draw::Rule::kThreefoldRepetition);
  REQUIRE(ruled.ok());
  REQUIRE(ruled->size() == 2);
  CHECK(ruled->front().kind == draw::EventKind::kRuling);
  CHECK(ruled->front().ruling->correct);
  CHECK(ruled->front().article == "5.4.12.2");
  CHECK(ruled->back().kind == draw::EventKind::kResult);
  CHECK(ruled->back().article == "5.4.12.1.3");
  CHECK(ruled->back().ply == 8);
}

TEST_CASE("5.4.12.2: the move that would repeat a third time is written down and claimed") {
  Referee r = referee("draughts-russian", kShuffle);
  shuffle(r, 6);
  CHECK(claims(r).empty());  // 27-32 makes the second occurrence only
  shuffle(r, 1);
  REQUIRE(claims(r) == std::vector<std::string>{"threefold-repetition 5.4.12.2 with move"});
  CHECK(r.claimable().front().moves == std::vector<std::string>{"6-1"});
  const auto ruled = r.claim(draw::Rule::kThreefoldRepetition, "6-1");
  REQUIRE(ruled.ok());
  CHECK(ruled->front().ruling->correct);
  CHECK(ruled->back().rule == draw::Rule::kThreefoldRepetition);
  CHECK(ruled->back().article == "5.4.12.2");
  CHECK(r.ply() == 7);  // the move was not played
}

TEST_CASE("5.4.12.2: after a wrong claim the written move is deemed made and the game goes on") {
  Referee r = referee("draughts-russian", kShuffle);
  shuffle(r, 3);
  const auto ruled = r.claim(draw::Rule::kThreefoldRepetition, "6-1");
  REQUIRE(ruled.ok());
  REQUIRE(ruled->size() == 1);
  CHECK_FALSE(ruled->front().ruling->correct);
  CHECK(r.ply() == 4);
  CHECK_FALSE(r.ending());
  CHECK_FALSE(r.claim(draw::Rule::kKingsOnlyMoves).value().front().ruling->correct);
}

TEST_CASE("5.4.12.6: under arbiter initiative the third occurrence ends the game") {
  draw::Policy policy;
  policy.arbiter_initiative = true;
  Referee r = referee("draughts-russian", kShuffle, policy);
  shuffle(r, 7);
  CHECK_FALSE(r.ending());
  shuffle(r, 1);
  REQUIRE(ended_by(r) == draw::Rule::kThreefoldRepetition);
  CHECK(r.ending()->article == "5.4.12.1.3");
}

TEST_CASE("5.4.12.3-4: offer after one's own move; offer again only after the opponent has offered") {
  Referee r = referee("draughts-russian", std::nullopt);
  play(r, "a3-b4");
  REQUIRE(r.offer(draughts::Color::kWhite).ok());
  play(r, "h6-g5");  // declines
  play(r, "b4-a5");
  CHECK_FALSE(r.offer(draughts::Color::kWhite).ok());
  play(r, "g5-h4");
  REQUIRE(r.offer(draughts::Color::kBlack).ok());
  play(r, "e3-f4");  // declines
  const auto offered = r.offer(draughts::Color::kWhite);
  REQUIRE(offered.ok());
  CHECK(offered->front().article == "5.4.12.3");
}

TEST_CASE("64sq.5: 15 moves each of kings only may be claimed at ply 30, not 29") {
  Referee r = referee("draughts-russian", "W:WK31,K32,29,30:BK1,K2,3,4");
  walk(r, 29);
  CHECK(claims(r).empty());
  walk(r, 1);
  CHECK(claims(r) == std::vector<std::string>{"kings-only-moves 64sq.5"});
  CHECK_FALSE(r.ending());
  const auto ruled = r.claim(draw::Rule::kKingsOnlyMoves);
  REQUIRE(ruled.ok());
  CHECK(ruled->back().article == "64sq.5");
}

TEST_CASE("64sq.4: three kings against one, by the stronger side's own 15th move") {
  SUBCASE("the stronger side moves first: its 15th move is ply 29") {
    Referee r = referee("draughts-russian", "W:WK30-32:BK4");
    walk(r, 28);
    CHECK(claims(r).empty());
    walk(r, 1);
    CHECK(claims(r) == std::vector<std::string>{"lone-king 64sq.4"});
  }
  SUBCASE("the lone king moves first: ply 30") {
    Referee r = referee("draughts-russian", "B:WK30-32:BK4");
    walk(r, 29);
    CHECK(claims(r).empty());
    walk(r, 1);
    CHECK(claims(r) == std::vector<std::string>{"kings-only-moves 64sq.5", "lone-king 64sq.4"});
  }
}

TEST_CASE("64sq.6: kings on both sides, four pieces, nothing taken nor crowned for 30 moves each") {
  Referee r = referee("draughts-russian", "W:WK32,21:BK1,12");
  walk(r, 59, {20, 45});
  CHECK(claims(r).empty());
  walk(r, 1);
  CHECK(claims(r) == std::vector<std::string>{"unchanged-material 64sq.6"});
}

}  // namespace
}  // namespace drawbridge::draughts_draw
