#include "verdict/finding_position.h"

#include "rules/chess/san.h"
#include "rules/draughts/pdn_move.h"

namespace drawbridge {

FindingPosition finding_position(const chess::Position& start, std::span<const chess::Move> moves) {
  FindingPosition finding;
  finding.start_move_number = start.fullmove_number();
  finding.start_side = start.side_to_move();
  ChessFindingBoard board;
  board.chess960 = start.chess960();
  chess::Position pos = start;
  finding.moves.reserve(moves.size());
  for (const chess::Move m : moves) {
    finding.moves.push_back(chess::to_san(pos, m));
    pos.make_move(m);
    board.last_move = m;
  }
  finding.board = board;
  return finding;
}

FindingPosition finding_position(const draughts::Position& start, std::span<const draughts::Move> moves) {
  const draughts::SquareStyle style =
      start.game() == draughts::Game::kRussian ? draughts::SquareStyle::kAlgebraic : draughts::SquareStyle::kNumbers;
  FindingPosition finding;
  finding.start_side = start.side_to_move() == draughts::Color::kWhite ? chess::kWhite : chess::kBlack;
  DraughtsFindingBoard board;
  board.game = start.game();
  draughts::Position pos = start;
  finding.moves.reserve(moves.size());
  for (const draughts::Move& m : moves) {
    finding.moves.push_back(draughts::to_pdn_move(pos, m, style));
    pos.play(m);
    board.from = draughts::square_of(pos.shape(), m.from);
    board.to = draughts::square_of(pos.shape(), m.to);
  }
  finding.board = board;
  return finding;
}

}  // namespace drawbridge
