// Fills the board part of a ReportedFinding from the game's replay, so that the scan and the
// tests describe a finding's position the same way.
#pragma once

#include <span>

#include "rules/chess/position.h"
#include "scan/html_report.h"

namespace drawbridge::scan {

// `moves` are the game's moves from `start` up to the finding's ply (all legal, in order): sets
// fen, last_move, san_moves, start_move_number, start_side and chess960; ply is moves.size().
// The other fields (kind, rule, article, sentence) are the caller's.
void set_finding_position(ReportedFinding& finding, const chess::Position& start, std::span<const chess::Move> moves);

}  // namespace drawbridge::scan
