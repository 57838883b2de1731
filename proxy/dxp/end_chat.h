// The CHAT line that tells both engines why drawbridge ended their game, from the result event:
// `drawbridge: draw, FMJD 6.2, 25 moves of kings each`.
#pragma once

#include <string>

#include "rules/draughts_draw/edition.h"
#include "rules/laws/event.h"

namespace drawbridge::dxp {

std::string end_chat(const draw::Event& result, const draughts_draw::Edition& edition);

}  // namespace drawbridge::dxp
