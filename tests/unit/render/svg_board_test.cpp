// The board drawing: every piece in place, the last move's squares marked, castling drawn as
// the king's walk.
#include "render/svg_board.h"

#include <doctest/doctest.h>

#include <string>

#include "rules/chess/fen.h"
#include "rules/chess/san.h"
#include "tests/unit/scan/count_of.h"

namespace drawbridge::render {
namespace {

using scan::count_of;

chess::Move san(const chess::Position& pos, std::string_view text) {
  auto move = chess::parse_san(pos, text);
  REQUIRE(move.ok());
  return *move;
}

TEST_CASE("the start position: one svg, 32 pieces, no mark, no check") {
  const std::string svg = board_svg(chess::Position::startpos(), std::nullopt);
  CHECK(svg.starts_with("<svg class=\"board\""));
  CHECK(svg.ends_with("</svg>"));
  CHECK(count_of(svg, "<svg") == 1);
  // White pieces are drawn twice (white body, black outline), black ones once.
  CHECK(count_of(svg, "<text x=") - 16 == 16 * 2 + 16);  // 16 coordinate labels
  CHECK(count_of(svg, "data-square=") == 0);
  CHECK(count_of(svg, "class=\"arrow\"") == 0);
  CHECK(count_of(svg, "class=\"check\"") == 0);
  CHECK(svg.find("aria-label=\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"") != std::string::npos);
}

TEST_CASE("the last move's from and to squares are marked, with an arrow") {
  chess::Position pos = chess::Position::startpos();
  const chess::Move e4 = san(pos, "e4");
  pos.make_move(e4);
  const std::string svg = board_svg(pos, e4);
  CHECK(svg.find("class=\"last-from\" data-square=\"e2\"") != std::string::npos);
  CHECK(svg.find("class=\"last-to\" data-square=\"e4\"") != std::string::npos);
  CHECK(count_of(svg, "data-square=") == 2);
  CHECK(count_of(svg, "class=\"arrow\"") == 1);
  // e2 (x 16+4*45, y 6*45) is a light square: the marked light colour.
  CHECK(svg.find("<rect x=\"196\" y=\"270\" width=\"45\" height=\"45\" fill=\"#f7ec74\" class=\"last-from\"") !=
        std::string::npos);
}

TEST_CASE("castling marks the king's squares, not the rook it 'takes'") {
  auto pos = chess::parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  REQUIRE(pos.ok());
  const chess::Move castle = san(*pos, "O-O-O");
  pos->make_move(castle);
  const std::string svg = board_svg(*pos, castle);
  CHECK(svg.find("data-square=\"e1\"") != std::string::npos);
  CHECK(svg.find("data-square=\"c1\"") != std::string::npos);
  CHECK(svg.find("data-square=\"a1\"") == std::string::npos);
}

TEST_CASE("a king in check is ringed") {
  auto pos = chess::parse_fen("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
  REQUIRE(pos.ok());
  const std::string svg = board_svg(*pos, std::nullopt);
  CHECK(count_of(svg, "class=\"check\"") == 1);
  // e8: x 16+4*45+22, y 22.
  CHECK(svg.find("cx=\"218\" cy=\"22\"") != std::string::npos);
}

}  // namespace
}  // namespace drawbridge::render
