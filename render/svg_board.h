// A chess board as inline SVG, white at the bottom, with the last move's squares marked.
#pragma once

#include <optional>
#include <string>

#include "rules/chess/position.h"

namespace drawbridge::render {

// An <svg class="board"> element: 8x8 squares, coordinates, the pieces as chess glyphs (white
// ones filled white inside a black outline), a king in check ringed in red, and the from and to
// squares of last_move (class last-from, last-to, with data-square) marked with an arrow between
// them; for castling, the king's from and destination squares.
std::string board_svg(const chess::Position& pos, std::optional<chess::Move> last_move);

}  // namespace drawbridge::render
