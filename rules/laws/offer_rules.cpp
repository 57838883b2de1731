#include "rules/laws/offer_rules.h"

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

namespace drawbridge::draw {

absl::StatusOr<ReofferRule> parse_reoffer_rule(std::string_view name) {
  if (name == "any-time") return ReofferRule::kAnyTime;
  if (name == "after-opponent-offer") return ReofferRule::kAfterOpponentOffer;
  if (name == "every-n-moves") return ReofferRule::kEveryNMoves;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown re-offer rule '", std::string(name), "' (any-time, after-opponent-offer, every-n-moves)"));
}

}  // namespace drawbridge::draw
