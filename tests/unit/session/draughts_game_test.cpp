// The draughts game as DXP feeds it: a start, each move, take-backs, the laws' result.
#include <doctest/doctest.h>

#include <string>

#include "proxy/session/draughts/draughts_game.h"
#include "rules/draughts/fen.h"
#include "rules/draughts/pdn_move.h"
#include "tests/unit/hub/hub_test_support.h"

namespace drawbridge::draughts_session {
namespace {

draughts::Move pdn(const DraughtsGame& game, std::string_view text) {
  const absl::StatusOr<draughts::Move> m = draughts::parse_pdn_move(game.referee()->position(), text);
  REQUIRE(m.ok());
  return *m;
}

TEST_CASE("The draughts game begins at a start, plays moves, and numbers its games") {
  DraughtsGame game(hub::testing::edition("draughts-fmjd"), draw::Policy{});
  CHECK_FALSE(game.follows_game());
  game.begin(draughts::Position::start(draughts::Game::kInternational));
  CHECK(game.number() == 1);
  REQUIRE(game.play(pdn(game, "32-28")).ok());
  REQUIRE(game.play(pdn(game, "18-23")).ok());
  CHECK(game.ply() == 2);
  CHECK(game.moves().size() == 2);
  game.begin(draughts::Position::start(draughts::Game::kInternational));
  CHECK(game.number() == 2);
  CHECK(game.ply() == 0);
}

TEST_CASE("The draughts game ends at the laws' ply, refuses a move after it, and takes moves back") {
  DraughtsGame game(hub::testing::edition("draughts-fmjd"), draw::Policy{});
  const absl::StatusOr<draughts::Position> start =
      draughts::parse_fen(draughts::Game::kInternational, "W:W36,37,K50:BK1,14,15");
  REQUIRE(start.ok());
  game.begin(*start);
  std::optional<draw::Event> result;
  for (const char* text : {"50-44", "1-7", "44-50", "7-1", "50-44", "1-7", "44-50", "7-1"}) {
    CHECK_FALSE(result);
    const absl::StatusOr<std::optional<draw::Event>> played = game.play(pdn(game, text));
    REQUIRE(played.ok());
    result = *played;
  }
  REQUIRE(result);
  CHECK(result->article == "6.1");
  CHECK(result->ply == 8);
  CHECK(game.ended());
  CHECK_FALSE(game.play(draughts::Move{}).ok());
  REQUIRE(game.take_back_to(6).ok());
  CHECK_FALSE(game.ended());
  CHECK(game.ply() == 6);
  CHECK(game.take_back_to(7).code() == absl::StatusCode::kOutOfRange);
  CHECK(game.take_back_to(-1).code() == absl::StatusCode::kOutOfRange);
}

}  // namespace
}  // namespace drawbridge::draughts_session
