#include "proxy/session/claim_policy.h"

#include "absl/strings/str_cat.h"

namespace drawbridge {

absl::StatusOr<ClaimMode> parse_claim_mode(std::string_view text) {
  if (text == "never") return ClaimMode::kNever;
  if (text == "always") return ClaimMode::kAlways;
  if (text == "unless-winning") return ClaimMode::kUnlessWinning;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown claim policy '", std::string(text), "' (never, always, unless-winning)"));
}

std::string_view claim_mode_name(ClaimMode mode) {
  switch (mode) {
    case ClaimMode::kNever: return "never";
    case ClaimMode::kAlways: return "always";
    case ClaimMode::kUnlessWinning: return "unless-winning";
  }
  return "never";
}

bool wants_to_claim(ClaimMode mode, int margin_cp, const std::optional<uci::Score>& last_score) {
  switch (mode) {
    case ClaimMode::kNever: return false;
    case ClaimMode::kAlways: return true;
    case ClaimMode::kUnlessWinning:
      if (!last_score) return true;
      // "mate N" with N > 0: the engine mates; N <= 0: it is mated.
      if (last_score->unit == uci::Score::Unit::kMate) return last_score->value <= 0;
      return last_score->value <= margin_cp;
  }
  return false;
}

}  // namespace drawbridge
