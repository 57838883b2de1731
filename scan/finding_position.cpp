#include "scan/finding_position.h"

#include "rules/chess/fen.h"
#include "rules/chess/san.h"

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

}  // namespace drawbridge::scan
