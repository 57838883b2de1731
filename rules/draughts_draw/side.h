// Draughts' colours as the laws' sides.
#pragma once

#include "rules/draughts/board.h"
#include "rules/laws/side.h"

namespace drawbridge::draughts_draw {

constexpr draw::Side side_of(draughts::Color c) {
  return c == draughts::Color::kWhite ? draw::Side::kWhite : draw::Side::kBlack;
}

}  // namespace drawbridge::draughts_draw
