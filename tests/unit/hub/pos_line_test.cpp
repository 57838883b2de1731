// The game the GUI's `pos` lines name, followed in the session's draughts game: new games,
// continued games, errors.
#include <doctest/doctest.h>

#include <string>

#include "proxy/hub/pos_line.h"
#include "tests/unit/hub/hub_test_support.h"

namespace drawbridge::hub {
namespace {

using namespace testing;

TEST_CASE("The followed game follows pos, and pos continues it after an irreversible move") {
  draughts_session::DraughtsGame game(edition("draughts-fmjd"), draw::Policy{});
  CHECK(follow_pos(game, hub_line("pos start")) == std::nullopt);
  REQUIRE(game.referee() != nullptr);
  CHECK(game.referee()->ply() == 0);
  CHECK(follow_pos(game, hub_line("pos moves=\"32-28 18-23\"")) == std::nullopt);
  CHECK(game.referee()->ply() == 2);
  const int number = game.number();
  // The Hub GUI's form: the position after the last man's move, then the reversible moves.
  CHECK(follow_pos(game, hub_line(std::string("pos pos=") + "Wbbbbbbbbbbbbbbbbbebbeebeeeeweewewwwwwwwwwwwwwwwwww")) ==
        std::nullopt);
  CHECK(game.number() == number);
  CHECK(game.referee()->ply() == 2);
  game.start_new_game();
  CHECK(follow_pos(game, hub_line("pos start")) == std::nullopt);
  CHECK(game.number() == number + 1);
}

TEST_CASE("The followed game: a bad position, an illegal move, a move after the end") {
  draughts_session::DraughtsGame game(edition("draughts-fmjd"), draw::Policy{});
  std::optional<FollowError> bad = follow_pos(game, hub_line("pos pos=Wxyz"));
  REQUIRE(bad);
  CHECK(bad->reason ==
        "bad position 'Wxyz': 4 letters, where draughts-international has the side to move and 50 squares");
  CHECK(game.referee() == nullptr);
  bad = follow_pos(game, hub_line("pos moves=\"32-28 28-23\""));
  REQUIRE(bad);
  CHECK(bad->ply == 1);
  CHECK(bad->move == "28-23");
  CHECK(game.referee() == nullptr);
  bad = follow_pos(
      game, hub_line(std::string("pos pos=") + kShuffle + " moves=\"50-44 1-7 44-50 7-1 50-44 1-7 44-50 7-1 50-44\""));
  REQUIRE(bad);
  CHECK(bad->ply == 8);
  CHECK(bad->reason == "a move after the end of the game");
  CHECK(follow_pos(game, hub_line(std::string("pos pos=") + kShuffle + " moves=\"50-44 1-7 44-50 7-1\"")) ==
        std::nullopt);
  CHECK_FALSE(game.referee()->ending());
}

TEST_CASE("The followed game: pydraughts' form, the start and every move, where the start recurs") {
  draughts_session::DraughtsGame game(edition("draughts-fmjd"), draw::Policy{});
  const std::string shuffle = std::string("pos pos=") + kShuffle;
  REQUIRE(follow_pos(game, hub_line(shuffle + " moves=\"50-44 1-7 44-50 7-1 50-44 1-7\"")) == std::nullopt);
  const int number = game.number();
  // The start is also the position at ply 4; the moves sent say the game goes on from ply 0.
  REQUIRE(follow_pos(game, hub_line(shuffle + " moves=\"50-44 1-7 44-50 7-1 50-44 1-7 44-50\"")) == std::nullopt);
  CHECK(game.number() == number);
  CHECK(game.referee()->ply() == 7);
  REQUIRE(follow_pos(game, hub_line(shuffle + " moves=\"50-44 1-7 44-50 7-1 50-44 1-7 44-50 7-1\"")) == std::nullopt);
  REQUIRE(game.referee()->ending());
  CHECK(game.referee()->ending()->article == "6.1");
  CHECK(game.referee()->ending()->ply == 8);
}

}  // namespace
}  // namespace drawbridge::hub
