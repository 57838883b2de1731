// Mates that the material alone rules out, whatever the placement.
#pragma once

#include <string_view>

#include "rules/chess/position.h"

namespace drawbridge::dead {

// The name of the proof that `side` cannot mate with the men on the board, whatever the other
// side does: "material" or "bishops-one-colour"; empty when there is none. The cases:
// - a bare king;
// - bishops on one square colour only (and no other man), when the other side has no pawn
//   (no promotion), no knight and no bishop of the other colour: a king mated by such bishops
//   stands on their colour and its orthogonal neighbours are of the other colour; the winning
//   king covers at most one of them, and a rook or queen blocking another always reaches the
//   diagonal square next to the king the check comes through (capture or interpose);
// - one knight (and no other man), against a king with at most queens and no pawn: a queen
//   on a flight square always reaches the checking knight (Ambrona's rule, CHA).
std::string_view material_proof(const chess::Position& pos, chess::Color side);

// Light squares (a1 is dark).
inline constexpr chess::Bitboard kLightSquares = 0x55AA55AA55AA55AAULL;

}  // namespace drawbridge::dead
