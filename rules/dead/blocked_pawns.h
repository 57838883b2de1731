// Frozen pawn structures: pawns that can never move again, and the squares every other man
// can still reach behind them.
#pragma once

#include "rules/chess/position.h"

namespace drawbridge::dead {

// True only when proven that `side` can never mate (the argument is at the top of
// blocked_pawns.cpp): the frozen pawns and immovable men wall the board, every other man's
// reach behind them is bounded, nothing can ever capture a wall, and no square the other king
// can reach is a mating square (`side` can never attack it, or one of its flight squares can
// be neither covered by `side` nor blocked, or the caged king's last step cannot be answered
// by a mating move). Never true with a legal en passant capture, nor with a castling right
// whose path no wall blocks.
bool blocked_pawns_forbid_mate(const chess::Position& pos, chess::Color side);

// The squares with a man of `men` ahead of them on their file, ahead as a pawn of `side` moves.
inline chess::Bitboard squares_behind(chess::Bitboard men, chess::Color side) {
  chess::Bitboard behind = side == chess::kWhite ? men >> 8 : men << 8;
  for (const int n : {8, 16, 32}) behind |= side == chess::kWhite ? behind >> n : behind << n;
  return behind;
}

// Whether some pawn has only empty squares ahead up to its last rank: then
// blocked_pawns_forbid_mate is false, whatever else stands on the board.
bool some_pawn_has_open_file(const chess::Position& pos);

}  // namespace drawbridge::dead
