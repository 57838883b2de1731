// A draughts board as inline SVG, in the chess board's style (render/svg_board.h): White at the
// bottom, the last move's squares marked with an arrow between them.
#pragma once

#include <string>

#include "rules/draughts/position.h"

namespace drawbridge::render {

// An <svg class="board draughts"> element: 10x10 with each dark square's number in its corner as
// the FMJD diagram has it, or 8x8 with the files a-h and the rows 1-8 beside it (the Russian
// game is written algebraically); men as discs (class "man white", "man black"), kings as discs
// with a ring (class "king white", "king black"); the from and to squares of the last move
// (square numbers, 0 for none; class last-from, last-to with data-square) marked.
std::string draughts_board_svg(const draughts::Position& pos, int last_from, int last_to);

}  // namespace drawbridge::render
