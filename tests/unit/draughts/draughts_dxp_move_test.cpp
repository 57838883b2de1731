// DXP's move text (rules/draughts/dxp_move.h): steps and captures read and written with their
// fixed-width numbers, the taken squares in any order, and every malformed or illegal move
// refused with the reason.
#include <doctest/doctest.h>

#include "rules/draughts/dxp_move.h"
#include "tests/unit/draughts/draughts_test_support.h"

namespace drawbridge::draughts {
namespace {

constexpr Game kFmjd = Game::kInternational;

TEST_CASE("DXP moves: a step and a capture, read and written two digits a number") {
  const Position start = Position::start(kFmjd);
  CHECK(to_pdn_move(start, parse_dxp_move(start, "322800").value()) == "32-28");
  CHECK(to_dxp_move(start, parse_pdn_move(start, "32-28").value()) == "322800");
  const Position take = position(kFmjd, "W:W28:B23");
  CHECK(to_dxp_move(take, parse_pdn_move(take, "28x19").value()) == "28190123");
  CHECK(to_pdn_move(take, parse_dxp_move(take, "28190123").value()) == "28x19");
  const Position low = position(kFmjd, "W:W15:B10");  // a one-digit square is zero-padded
  CHECK(to_dxp_move(low, parse_pdn_move(low, "15x4").value()) == "15040110");
}

TEST_CASE("DXP moves: a capture that two paths share the ends of is told apart by its taken squares") {
  const Position pos = position(kFmjd, "W:WK41:B9,18,21,28");
  const Move by_12 = parse_pdn_move(pos, "41x23x12x26").value();
  CHECK(to_dxp_move(pos, by_12) == "412603182128");
  CHECK(parse_dxp_move(pos, "412603282118").value() == by_12);  // the taken squares in any order
  CHECK(to_pdn_move(pos, parse_dxp_move(pos, "412603092128").value()) == "41x14x3x26");
  CHECK(to_pdn_move(Position::start(Game::kRussian),
                    parse_dxp_move(Position::start(Game::kRussian), "211700").value()) == "21-17");
}

TEST_CASE("DXP moves: malformed and illegal moves are refused with the reason") {
  const Position start = Position::start(kFmjd);
  const auto error = [&](std::string_view text) { return error_of(parse_dxp_move(start, text)); };
  CHECK(error("3228") == "bad DXP move '3228': from, to, the number taken and each square taken are two digits");
  CHECK(error("32-28") == "bad DXP move '32-28': from, to, the number taken and each square taken are two digits");
  CHECK(error("3228000") == "bad DXP move '3228000': from, to, the number taken and each square taken are two digits");
  CHECK(error("") == "bad DXP move '': from, to, the number taken and each square taken are two digits");
  CHECK(error("322801") == "bad DXP move '322801': 1 pieces taken, 0 squares given");
  CHECK(error("512800") == "bad DXP move '512800': square 51 is not on the 50-square board");
  CHECK(error("322800") == "ok");
  CHECK(error("322300") == "illegal move '322300'");
  CHECK(error("32280123") == "illegal move '32280123'");
  const Position take = position(kFmjd, "W:W28:B23,24");
  CHECK(error_of(parse_dxp_move(take, "2819022323")) == "bad DXP move '2819022323': a square is taken twice");
  CHECK(error_of(parse_dxp_move(take, "281900")) == "illegal move '281900'");
  CHECK(error_of(parse_dxp_move(Position::start(Game::kRussian), "334100")) ==
        "bad DXP move '334100': square 33 is not on the 32-square board");
}

}  // namespace
}  // namespace drawbridge::draughts
