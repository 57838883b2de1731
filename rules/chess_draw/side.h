// Chess's colours as the laws' sides, and back.
#pragma once

#include "rules/chess/types.h"
#include "rules/laws/side.h"

namespace drawbridge::draw {

constexpr Side side_of(chess::Color c) { return c == chess::kWhite ? Side::kWhite : Side::kBlack; }
constexpr chess::Color chess_color(Side s) { return s == Side::kWhite ? chess::kWhite : chess::kBlack; }

}  // namespace drawbridge::draw
