// The offer rules an edition gives (FIDE 9.1; draughts 5.4.12.3-4): the article an offer
// cites, when a declined player may offer again, and whether a claim is also an offer.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace drawbridge::draw {

// When a player whose offer was declined may offer again: "any-time",
// "after-opponent-offer" (draughts 5.4.12.4) or "every-n-moves".
enum class ReofferRule { kAnyTime, kAfterOpponentOffer, kEveryNMoves };

// The rule an edition file names; the error lists the names there are.
absl::StatusOr<ReofferRule> parse_reoffer_rule(std::string_view name);

struct OfferRules {
  std::string article;
  ReofferRule reoffer = ReofferRule::kAnyTime;
  int reoffer_every_moves = 0;  // used with kEveryNMoves only
  bool claim_is_offer = false;
  std::string claim_is_offer_article;  // empty when the edition has no such clause
};

}  // namespace drawbridge::draw
