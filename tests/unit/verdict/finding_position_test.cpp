// finding_position: the way to a finding's position, its numbered SAN and last move, come from one replay.
#include "verdict/finding_position.h"

#include <doctest/doctest.h>

#include <vector>

#include "rules/chess/fen.h"
#include "rules/chess/san.h"
#include "rules/draughts/fen.h"
#include "rules/draughts/pdn_move.h"

namespace drawbridge {
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

TEST_CASE("from the start: SAN as printed by the library, the last move") {
  const chess::Position start = chess::Position::startpos();
  const auto moves = replay(start, {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"});
  const FindingPosition f = finding_position(start, moves);
  CHECK(f.moves == std::vector<std::string>{"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"});
  const auto& board = std::get<ChessFindingBoard>(f.board);
  REQUIRE(board.last_move.has_value());
  CHECK(board.last_move->from() == chess::kH5);
  CHECK(board.last_move->to() == chess::kF7);
  CHECK(f.start_move_number == 1);
  CHECK(f.start_side == chess::kWhite);
  CHECK_FALSE(board.chess960);
}

TEST_CASE("from a FEN with black to move, and at ply 0") {
  auto start = chess::parse_fen("8/8/4k3/8/8/3NK3/8/8 b - - 10 60");
  REQUIRE(start.ok());
  FindingPosition f = finding_position(*start, replay(*start, {"Kf5", "Nb4"}));
  CHECK(f.start_move_number == 60);
  CHECK(f.start_side == chess::kBlack);
  CHECK(f.moves == std::vector<std::string>{"Kf5", "Nb4"});

  f = finding_position(*start, {});
  CHECK(f.moves.empty());
  CHECK_FALSE(std::get<ChessFindingBoard>(f.board).last_move.has_value());
}

TEST_CASE("a draughts game: PDN moves counted from 1, the last move's squares") {
  const draughts::Position start = *draughts::parse_fen(draughts::Game::kInternational, "B:WK50,36:BK1,14");
  draughts::Position pos = start;
  std::vector<draughts::Move> moves;
  for (const char* text : {"1-7", "50-44"}) {
    moves.push_back(*draughts::parse_pdn_move(pos, text));
    pos.play(moves.back());
  }
  const FindingPosition f = finding_position(start, moves);
  CHECK(f.moves == std::vector<std::string>{"1-7", "50-44"});
  CHECK(f.start_move_number == 1);
  CHECK(f.start_side == chess::kBlack);
  const auto& board = std::get<DraughtsFindingBoard>(f.board);
  CHECK(board.game == draughts::Game::kInternational);
  CHECK(board.from == 50);
  CHECK(board.to == 44);
}

}  // namespace
}  // namespace drawbridge
