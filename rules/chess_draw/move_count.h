// The move-count rules (FIDE 9.3 and 9.6.2 / 9.6b): moves by each player without a pawn
// move or capture, counted by the position's half-move clock (a FEN's clock counts).
#pragma once

#include <vector>

#include "rules/chess/position.h"
#include "rules/chess_draw/edition.h"

namespace drawbridge::draw {

// A pawn move or a capture: the moves that reset the count.
bool resets_move_count(const chess::Position& pos, chess::Move m);

// Claim (b): the last `moves` moves by each player were made without pawn move or capture.
bool can_claim_fifty_moves_on_board(const chess::Position& pos, int moves);

// Claim (a): every move of `legal` (the legal moves of pos) after which that will be so.
std::vector<chess::Move> fifty_move_claim_moves(const chess::Position& pos, const chess::MoveList& legal, int moves);
// The same, generating the legal moves only when the clock is near enough for any to qualify.
std::vector<chess::Move> fifty_move_claim_moves(const chess::Position& pos, int moves);

// The automatic rule; a checkmate on the move that completes the count takes precedence,
// which the caller ensures by ruling on checkmate first.
bool is_seventy_five_move_draw(const chess::Position& pos, const AutomaticMoveCount& rule);

}  // namespace drawbridge::draw
