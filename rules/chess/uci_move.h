// UCI long algebraic move notation: e2e4, e7e8q, and castling as e1g1 or (Chess960) e1h1.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/chess/position.h"

namespace drawbridge::chess {

// Accepts standard castling (e1g1) in standard chess and king-takes-rook (e1h1) in both.
// An illegal move is rejected with the reason (no piece there, wrong colour, leaves the king
// in check, not a legal move of that piece, missing or bad promotion piece, castling right lost,
// path blocked or attacked, ...). The null move 0000 is rejected: nothing in drawbridge plays it.
// Promotion letters are lower case, as UCI writes them.
absl::StatusOr<Move> parse_uci_move(const Position& pos, std::string_view text);

// The legal move the text names, as parse_uci_move reads it, or nullopt without a reason:
// for callers that replay many moves and ask parse_uci_move only about a refused one.
std::optional<Move> legal_uci_move(const Position& pos, std::string_view text);
// parse_uci_move's move, or Move::none() where it gives an error.
Move uci_move_or_none(const Position& pos, std::string_view text);

// e1g1 for castling in standard chess, e1h1 (king takes rook) in Chess960.
std::string to_uci(const Position& pos, Move m);

}  // namespace drawbridge::chess
