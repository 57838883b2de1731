// Fills the board part of a ReportedFinding from the game's replay, so that the scan and the
// tests describe a finding's position the same way.
#pragma once

#include <span>

#include "rules/chess/position.h"
#include "rules/draughts/position.h"
#include "scan/html_report.h"

namespace drawbridge::scan {

// `moves` are the game's moves from `start` up to the finding's ply (all legal, in order): sets
// fen, last_move, san_moves, start_move_number, start_side and chess960; ply is moves.size().
// The other fields (kind, rule, article, sentence) are the caller's.
void set_finding_position(ReportedFinding& finding, const chess::Position& start, std::span<const chess::Move> moves);

// The same for a draughts game: fen an FMJD FEN, san_moves in PDN (numbers for the international
// game, algebraic squares for the Russian one, as its files write them), draughts and the last
// move's squares set; a FEN has no move number, so the moves count from 1.
void set_finding_position(ReportedFinding& finding, const draughts::Position& start,
                          std::span<const draughts::Move> moves);

}  // namespace drawbridge::scan
