#include "rules/laws/policy.h"

#include <algorithm>
#include <string>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace drawbridge::draw {

absl::StatusOr<Policy> policy_from_names(const std::vector<std::string>& names) {
  Policy policy;
  for (const std::string& name : names) {
    if (absl::Status added = add_policy(name, policy); !added.ok()) return added;
  }
  return policy;
}

absl::Status add_policy(std::string_view name, Policy& policy) {
  if (name == "arbiter-initiative") {
    policy.arbiter_initiative = true;
    return absl::OkStatus();
  }
  if (name == "after-opponent-offer") {
    policy.reoffer = ReofferRule::kAfterOpponentOffer;
    return absl::OkStatus();
  }
  constexpr std::string_view kEveryN = "every-n-moves:";
  int n = 0;
  const std::string count(name.substr(std::min(name.size(), kEveryN.size())));
  if (name.starts_with(kEveryN) && absl::SimpleAtoi(count, &n) && n > 0) {
    policy.reoffer = ReofferRule::kEveryNMoves;
    policy.reoffer_every_moves = n;
    return absl::OkStatus();
  }
  return absl::InvalidArgumentError(absl::StrCat("unknown policy '", std::string(name),
                                                 "' (arbiter-initiative, after-opponent-offer, every-n-moves:N)"));
}

OfferRules offer_rules(OfferRules rules, const Policy& policy) {
  if (policy.reoffer) {
    rules.reoffer = *policy.reoffer;
    rules.reoffer_every_moves = policy.reoffer_every_moves;
  }
  return rules;
}

}  // namespace drawbridge::draw
