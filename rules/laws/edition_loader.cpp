#include "rules/laws/edition_loader.h"

#include <string>

namespace drawbridge::draw {

absl::StatusOr<OfferRules> read_offer_rules(const Fields& root, OfferTable keys) {
  Fields t = root;
  DRAWBRIDGE_ASSIGN(t, root.table("draw_offer"));
  const bool all_keys = keys == OfferTable::kAllKeys;
  DRAWBRIDGE_CHECK(
      all_keys ? t.only({"article", "reoffer", "reoffer_every_moves", "claim_is_offer", "claim_is_offer_article"})
               : t.only({"article", "reoffer"}));
  OfferRules offers;
  DRAWBRIDGE_ASSIGN(offers.article, t.text("article"));
  std::string reoffer;
  DRAWBRIDGE_ASSIGN(reoffer, t.text("reoffer"));
  absl::StatusOr<ReofferRule> rule = parse_reoffer_rule(reoffer);
  if (!all_keys && (!rule.ok() || *rule == ReofferRule::kEveryNMoves)) {
    return t.invalid("reoffer", "expected \"any-time\" or \"after-opponent-offer\"");
  }
  if (!rule.ok()) return t.invalid("reoffer", std::string(rule.status().message()));
  offers.reoffer = *rule;
  if (!all_keys) return offers;
  if (offers.reoffer == ReofferRule::kEveryNMoves) {
    DRAWBRIDGE_ASSIGN(offers.reoffer_every_moves, t.count("reoffer_every_moves", 1, 1000));
  }
  DRAWBRIDGE_ASSIGN(offers.claim_is_offer, t.flag("claim_is_offer"));
  if (offers.claim_is_offer) {
    DRAWBRIDGE_ASSIGN(offers.claim_is_offer_article, t.text("claim_is_offer_article"));
  }
  return offers;
}

}  // namespace drawbridge::draw
