// set_finding_position: the finding's FEN, last move and numbered SAN come from one replay.
#include "scan/finding_position.h"

#include <doctest/doctest.h>

#include <vector>

#include "rules/chess/fen.h"
#include "rules/chess/san.h"

namespace drawbridge::scan {
namespace {

std::vector<chess::Move> replay(chess::Position pos, std::initializer_list<std::string_view> sans) {
  std::vector<chess::Move> moves;
  for (std::string_view text : sans) {
    auto move = chess::parse_san(pos, text);
    REQUIRE(move.ok());
    pos.make_move(*move);
    moves.push_back(*move);
  }
  return moves;
}

TEST_CASE("from the start: SAN as printed by the library, the last move, the FEN after it") {
  const chess::Position start = chess::Position::startpos();
  const auto moves = replay(start, {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"});
  ReportedFinding f;
  f.kind = "result-contradicts-laws";
  set_finding_position(f, start, moves);
  CHECK(f.kind == "result-contradicts-laws");
  CHECK(f.ply == 7);
  CHECK(f.san_moves == std::vector<std::string>{"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"});
  REQUIRE(f.last_move.has_value());
  CHECK(f.last_move->from() == chess::kH5);
  CHECK(f.last_move->to() == chess::kF7);
  CHECK(f.fen == "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
  CHECK(f.start_move_number == 1);
  CHECK(f.start_side == chess::kWhite);
  CHECK_FALSE(f.chess960);
}

TEST_CASE("from a FEN with black to move, and at ply 0") {
  auto start = chess::parse_fen("8/8/4k3/8/8/3NK3/8/8 b - - 10 60");
  REQUIRE(start.ok());
  ReportedFinding f;
  set_finding_position(f, *start, replay(*start, {"Kf5", "Nb4"}));
  CHECK(f.start_move_number == 60);
  CHECK(f.start_side == chess::kBlack);
  CHECK(f.san_moves == std::vector<std::string>{"Kf5", "Nb4"});
  CHECK(f.fen == "8/8/8/5k2/1N6/4K3/8/8 b - - 12 61");

  set_finding_position(f, *start, {});
  CHECK(f.ply == 0);
  CHECK(f.san_moves.empty());
  CHECK_FALSE(f.last_move.has_value());
  CHECK(f.fen == "8/8/4k3/8/8/3NK3/8/8 b - - 10 60");
}

}  // namespace
}  // namespace drawbridge::scan
