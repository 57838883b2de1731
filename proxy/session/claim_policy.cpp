#include "proxy/session/claim_policy.h"

namespace drawbridge {

bool wants_to_claim(ClaimMode mode, int margin_cp, const std::optional<EngineScore>& last_score) {
  switch (mode) {
    case ClaimMode::kNever: return false;
    case ClaimMode::kAlways: return true;
    case ClaimMode::kUnlessWinning:
      if (!last_score) return true;
      // "mate N" with N > 0: the engine mates; N <= 0: it is mated.
      if (last_score->unit == EngineScore::Unit::kMate) return last_score->value <= 0;
      return last_score->value <= margin_cp;
  }
  return false;
}

}  // namespace drawbridge
