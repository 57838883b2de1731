// The draughts boards of the report: every dark square where the FMJD diagram (10x10) and the
// algebraic names (8x8) put it, men and kings of both colours, the last move marked.
#include "render/draughts_svg_board.h"

#include <doctest/doctest.h>

#include <regex>
#include <string>

#include "rules/draughts/fen.h"
#include "tests/unit/scan/count_of.h"

namespace drawbridge::render {
namespace {

using scan::count_of;

draughts::Position position(draughts::Game game, std::string_view fen) {
  auto pos = draughts::parse_fen(game, fen);
  REQUIRE(pos.ok());
  return *pos;
}

// The centre of the piece on square n, in squares from the left and from the top.
std::pair<double, double> piece_at(const std::string& svg, int n, double square, double margin) {
  std::smatch m;
  const std::regex piece("data-square=\"" + std::to_string(n) + "\"><circle cx=\"([0-9.]+)\" cy=\"([0-9.]+)\"");
  REQUIRE(std::regex_search(svg, m, piece));
  return {(std::stod(m[1]) - margin) / square - 0.5, std::stod(m[2]) / square - 0.5};
}

TEST_CASE("10x10: the start position, 20 men a side, the 50 numbers, square 1 top left, 46 bottom left") {
  const std::string svg = draughts_board_svg(draughts::Position::start(draughts::Game::kInternational), 0, 0);
  CHECK(svg.starts_with("<svg class=\"board draughts\""));
  CHECK(svg.ends_with("</svg>"));
  CHECK(count_of(svg, "<g class=\"man white\"") == 20);
  CHECK(count_of(svg, "<g class=\"man black\"") == 20);
  CHECK(count_of(svg, "class=\"king") == 0);
  CHECK(count_of(svg, "</text>") == 50);
  CHECK(count_of(svg, "class=\"arrow\"") == 0);
  CHECK(piece_at(svg, 1, 36, 0) == std::pair<double, double>{1, 0});
  CHECK(piece_at(svg, 6, 36, 0) == std::pair<double, double>{0, 1});
  CHECK(piece_at(svg, 46, 36, 0) == std::pair<double, double>{0, 9});
  CHECK(piece_at(svg, 50, 36, 0) == std::pair<double, double>{8, 9});
  CHECK(svg.find("aria-label=\"W:W31-50:B1-20\"") != std::string::npos);
}

TEST_CASE("8x8: every square where its algebraic name says, with the coordinates beside") {
  const draughts::Position start = draughts::Position::start(draughts::Game::kRussian);
  const std::string svg = draughts_board_svg(start, 0, 0);
  CHECK(count_of(svg, "<g class=\"man white\"") == 12);
  CHECK(count_of(svg, "<g class=\"man black\"") == 12);
  CHECK(count_of(svg, "</text>") == 16);  // a-h and 1-8
  for (int n : {1, 2, 5, 9, 12, 21, 24}) {
    const std::string name = draughts::algebraic_name(draughts::Game::kRussian, n);
    const auto [column, row] = piece_at(svg, n, 45, 16);
    CHECK(column == name[0] - 'a');
    CHECK(row == 8 - (name[1] - '0'));
  }
}

TEST_CASE("kings of both colours and the last move's squares") {
  const std::string svg = draughts_board_svg(position(draughts::Game::kInternational, "B:WK50,36:BK1,14"), 44, 50);
  CHECK(count_of(svg, "<g class=\"king white\"") == 1);
  CHECK(count_of(svg, "<g class=\"king black\"") == 1);
  CHECK(count_of(svg, "<g class=\"man white\"") == 1);
  CHECK(count_of(svg, "<g class=\"man black\"") == 1);
  CHECK(svg.find("class=\"last-from\" data-square=\"44\"") != std::string::npos);
  CHECK(svg.find("class=\"last-to\" data-square=\"50\"") != std::string::npos);
  CHECK(count_of(svg, "class=\"arrow\"") == 1);
}

}  // namespace
}  // namespace drawbridge::render
