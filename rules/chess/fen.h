// FEN: Forsyth-Edwards Notation, with X-FEN and Shredder-FEN castling fields for Chess960.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/chess/position.h"

namespace drawbridge::chess {

inline constexpr std::string_view kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Parses a FEN (the two clock fields may be omitted, as in EPD). Every malformed FEN is
// rejected with a message naming the field and the reason; nothing is silently fixed.
absl::StatusOr<Setup> parse_fen_setup(std::string_view fen, bool chess960 = false);
absl::StatusOr<Position> parse_fen(std::string_view fen, bool chess960 = false);

// Prints standard castling letters (KQkq) where they are unambiguous, Shredder/X-FEN file
// letters otherwise (Chess960). The en passant square is printed only when an en passant
// capture is legal, as python-chess and chessops do.
std::string to_fen(const Position& pos);

}  // namespace drawbridge::chess
