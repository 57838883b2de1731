// FEN: Forsyth-Edwards Notation, with X-FEN and Shredder-FEN castling fields for Chess960.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/chess/position.h"

namespace drawbridge::chess {

inline constexpr std::string_view kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Parses a FEN (the two clock fields may be omitted, as in EPD: they default to 0 1). Every
// malformed FEN is rejected with a message naming the field and the reason; nothing is silently
// fixed. parse_fen_setup checks the syntax of each field; parse_fen also validates the position
// (Position::from_setup).
//
// Castling: KQkq (X-FEN: the outermost rook on that side of the king) and rook files A-H / a-h
// (Shredder-FEN, or X-FEN for an inner rook) are accepted in both modes, in any order. The game is
// Chess960 only when the caller says so: without `chess960`, every castling right needs the king on
// e1/e8 and its rook in a corner, and a FEN that only makes sense as Chess960 is rejected.
// En passant: the square must be one a double step of the side not to move just passed over
// (pawn in front, the square and the one behind empty), and the halfmove clock must then be 0.
// Clocks: halfmove clock 0..9999, fullmove number 1..99999.
absl::StatusOr<Setup> parse_fen_setup(std::string_view fen, bool chess960 = false);
absl::StatusOr<Position> parse_fen(std::string_view fen, bool chess960 = false);

// Prints standard castling letters (KQkq) where they are unambiguous, Shredder/X-FEN file
// letters otherwise (Chess960). The en passant square is printed only when an en passant
// capture is legal, as python-chess and chessops do.
std::string to_fen(const Position& pos);

}  // namespace drawbridge::chess
