// When the engine's side claims a draw the Laws allow: never, always, or unless it is
// winning (its last reported score, from its own side, is above a margin, or it mates).
#pragma once

#include <optional>
#include <string_view>

#include "absl/status/statusor.h"
#include "proxy/uci/engine_line.h"

namespace drawbridge {

enum class ClaimMode { kNever, kAlways, kUnlessWinning };

absl::StatusOr<ClaimMode> parse_claim_mode(std::string_view text);
std::string_view claim_mode_name(ClaimMode mode);

// `last_score` is the engine's last score of the search (UCI scores are from the side to
// move, which is the engine's). An engine that reported no score is taken as not winning:
// a draw it may claim is then worth claiming.
bool wants_to_claim(ClaimMode mode, int margin_cp, const std::optional<uci::Score>& last_score);

}  // namespace drawbridge
