// When the engine's side claims a draw the Laws allow: never, always, or unless it is
// winning (its last reported score, from its own side, is above a margin, or it mates).
#pragma once

#include <optional>

#include "proxy/session/engine_score.h"
#include "settings/settings.h"

namespace drawbridge {

// `last_score` is the engine's last score of the search (UCI scores are from the side to
// move, which is the engine's). An engine that reported no score is taken as not winning:
// a draw it may claim is then worth claiming.
bool wants_to_claim(ClaimMode mode, int margin_cp, const std::optional<EngineScore>& last_score);

}  // namespace drawbridge
