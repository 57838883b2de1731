#include "scan/finding_position.h"

#include "rules/chess/fen.h"
#include "rules/chess/san.h"
#include "rules/draughts/fen.h"
#include "rules/draughts/pdn_move.h"

namespace drawbridge::scan {

void set_finding_position(ReportedFinding& finding, const chess::Position& start, std::span<const chess::Move> moves) {
  chess::Position pos = start;
  finding.ply = static_cast<int>(moves.size());
  finding.start_move_number = start.fullmove_number();
  finding.start_side = start.side_to_move();
  finding.chess960 = start.chess960();
  finding.san_moves.clear();
  finding.san_moves.reserve(moves.size());
  finding.last_move.reset();
  for (const chess::Move m : moves) {
    finding.san_moves.push_back(chess::to_san(pos, m));
    pos.make_move(m);
    finding.last_move = m;
  }
  finding.fen = chess::to_fen(pos);
}

void set_finding_position(ReportedFinding& finding, const draughts::Position& start,
                          std::span<const draughts::Move> moves) {
  const draughts::SquareStyle style =
      start.game() == draughts::Game::kRussian ? draughts::SquareStyle::kAlgebraic : draughts::SquareStyle::kNumbers;
  draughts::Position pos = start;
  finding.ply = static_cast<int>(moves.size());
  finding.start_move_number = 1;
  finding.start_side = start.side_to_move() == draughts::Color::kWhite ? chess::kWhite : chess::kBlack;
  finding.draughts = start.game();
  finding.san_moves.clear();
  finding.san_moves.reserve(moves.size());
  finding.last_move.reset();
  finding.draughts_from = finding.draughts_to = 0;
  for (const draughts::Move& m : moves) {
    finding.san_moves.push_back(draughts::to_pdn_move(pos, m, style));
    pos.play(m);
    finding.draughts_from = draughts::square_of(pos.shape(), m.from);
    finding.draughts_to = draughts::square_of(pos.shape(), m.to);
  }
  finding.fen = draughts::to_fen(pos);
}

}  // namespace drawbridge::scan
