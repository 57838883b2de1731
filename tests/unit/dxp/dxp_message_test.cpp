// DXP's messages read and written: Scan's and pydraughts' examples, and the errors that name
// the field.
#include <doctest/doctest.h>

#include <string>

#include "proxy/dxp/dxp_message.h"

namespace drawbridge::dxp {
namespace {

TEST_CASE("DXP: pydraughts' examples read field by field and are written back the same") {
  const std::string request = "R01Tornado voor Windows 4.0        W060065A";
  const absl::StatusOr<Message> read = parse_message(request);
  REQUIRE(read.ok());
  const auto& game = std::get<GameRequest>(*read);
  CHECK(game.initiator == "Tornado voor Windows 4.0");
  CHECK(game.follower_colour == 'W');
  CHECK(game.minutes == 60);
  CHECK(game.moves == 65);
  CHECK_FALSE(game.position);
  CHECK(render_message(*read) == request);

  const std::string move = "M001205250422122320";
  const absl::StatusOr<Message> m = parse_message(move);
  REQUIRE(m.ok());
  CHECK(std::get<MoveMessage>(*m).seconds == 12);
  CHECK(std::get<MoveMessage>(*m).from == 5);
  CHECK(std::get<MoveMessage>(*m).to == 25);
  CHECK(std::get<MoveMessage>(*m).captured == std::vector<int>{22, 12, 23, 20});
  CHECK(render_message(*m) == move);

  for (const char* text : {"E00", "E21", "CWhat do you think about move 35?", "B005Z", "K1", "C"}) {
    const absl::StatusOr<Message> other = parse_message(text);
    REQUIRE(other.ok());
    CHECK(render_message(*other) == text);
  }
  CHECK(message_name(*parse_message("B005Z")) == "BACKREQ");
}

TEST_CASE("DXP: a GAMEREQ with a position") {
  const std::string board = std::string(45, 'e') + "wwwww";
  const absl::StatusOr<Message> read = parse_message("R01x                               Z003075BW" + board);
  REQUIRE(read.ok());
  const auto& game = std::get<GameRequest>(*read);
  REQUIRE(game.position);
  CHECK(game.position->side == 'W');
  CHECK(game.position->board == board);
}

TEST_CASE("DXP: what is wrong is named") {
  CHECK(parse_message("").status().message() == "an empty message");
  CHECK(parse_message("X").status().message() == "the type 'X' is none of R A M E C B K");
  CHECK(parse_message("M00013228").status().message() ==
        "MOVE is cut short: its number of captured pieces needs 2 letters at column 10, 0 are left");
  CHECK(parse_message("M0001322801").status().message() ==
        "MOVE is cut short: its captured square needs 2 letters at column 12, 0 are left");
  CHECK(parse_message("M0001992800").status().message() == "MOVE's from square is '99', not from 1 to 50");
  CHECK(parse_message("M00013228002").status().message() == "MOVE has 1 letters too many after column 11");
  CHECK(parse_message("E4").status().message() == "GAMEEND's reason is '4', not one of 0123");
  CHECK(parse_message("Rxx").status().message() == "GAMEREQ's version is 'xx', not digits");
}

}  // namespace
}  // namespace drawbridge::dxp
