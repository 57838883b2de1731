// The castling right of one side of one colour (types.h has the four rights).
#pragma once

#include "rules/chess/types.h"

namespace drawbridge::chess {

constexpr CastlingRight castling_right(Color c, bool king_side) {
  if (c == kWhite) return king_side ? kWhiteOO : kWhiteOOO;
  return king_side ? kBlackOO : kBlackOOO;
}

}  // namespace drawbridge::chess
