// Chess's colours as the laws' sides.
#pragma once

#include "rules/chess/types.h"
#include "rules/laws/side.h"

namespace drawbridge::draw {

constexpr Side side_of(chess::Color c) { return c == chess::kWhite ? Side::kWhite : Side::kBlack; }

}  // namespace drawbridge::draw
