// How a reader follows a finding to its position: the moves that led there from the game's first
// position, in the game's own notation and numbering, and the board to draw with the last move
// marked. The position's FEN and ply are the finding's event's (findings.h); scan's HTML page
// draws both.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "rules/chess/position.h"
#include "rules/draughts/position.h"

namespace drawbridge {

// A chess board: the move that led to it (castling is the library's "king takes own rook"
// move; none at ply 0) and how to read the FEN's castling field.
struct ChessFindingBoard {
  std::optional<chess::Move> last_move;
  bool chess960 = false;
};

// A draughts board: its game, and the last move's from and to squares by number (0 at ply 0).
struct DraughtsFindingBoard {
  draughts::Game game = draughts::Game::kInternational;
  int from = 0, to = 0;
};

struct FindingPosition {
  std::vector<std::string> moves;           // SAN for chess, PDN for draughts
  int start_move_number = 1;                // the move number of moves[0]
  chess::Color start_side = chess::kWhite;  // who played moves[0]
  std::variant<ChessFindingBoard, DraughtsFindingBoard> board;
};

// `moves` are the game's moves from `start` up to the finding's ply (all legal, in order).
FindingPosition finding_position(const chess::Position& start, std::span<const chess::Move> moves);

// The same for a draughts game: PDN moves (numbers for the international game, algebraic
// squares for the Russian one, as its files write them); a FEN has no move number, so the moves
// count from 1.
FindingPosition finding_position(const draughts::Position& start, std::span<const draughts::Move> moves);

}  // namespace drawbridge
