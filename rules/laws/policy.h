// Tournament policies on top of an edition: the arbiter declaring claimable draws on his
// own initiative (draughts 5.4.12.6), and a re-offer rule replacing the edition's
// (draughts 5.4.12.4 `after-opponent-offer`, or `every-n-moves`).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "rules/laws/offer_rules.h"

namespace drawbridge::draw {

struct Policy {
  bool arbiter_initiative = false;
  std::optional<ReofferRule> reoffer;
  int reoffer_every_moves = 0;
};

// Adds one policy named on the command line or in a configuration:
// "arbiter-initiative", "after-opponent-offer" or "every-n-moves:N".
absl::Status add_policy(std::string_view name, Policy& policy);

// The policy the names add up to; the first unknown name is the error.
absl::StatusOr<Policy> policy_from_names(const std::vector<std::string>& names);

// The edition's offer rules with the policy's re-offer rule, if it has one.
OfferRules offer_rules(OfferRules edition_offers, const Policy& policy);

}  // namespace drawbridge::draw
