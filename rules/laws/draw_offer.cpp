#include "rules/laws/draw_offer.h"

#include <utility>

#include "absl/strings/str_cat.h"

namespace drawbridge::draw {

DrawOffers::DrawOffers(OfferRules rules) : rules_(std::move(rules)) {}

absl::Status DrawOffers::may_offer(Side by, int ply) const {
  if (pending_ && pending_->by == by) return absl::FailedPreconditionError("an offer is already pending");
  const std::optional<int>& declined = last_declined_ply_[index_of(by)];
  if (!declined) return absl::OkStatus();
  switch (rules_.reoffer) {
    case ReofferRule::kAnyTime: return absl::OkStatus();
    case ReofferRule::kAfterOpponentOffer:
      if (opponent_offered_since_[index_of(by)]) return absl::OkStatus();
      return absl::FailedPreconditionError("a declined player offers again only after the opponent has offered");
    case ReofferRule::kEveryNMoves:
      // Both plies follow a move of the offerer, so their distance is even.
      if ((ply - *declined) / 2 >= rules_.reoffer_every_moves) return absl::OkStatus();
      return absl::FailedPreconditionError(
          absl::StrCat("a declined player offers again only after ", rules_.reoffer_every_moves, " own moves"));
  }
  return absl::OkStatus();
}

absl::Status DrawOffers::offer(Side by, int ply, std::optional<Side> mover) {
  if (mover != by) {
    return absl::FailedPreconditionError(
        absl::StrCat("a draw is offered right after one's own move (", rules_.article, ")"));
  }
  if (absl::Status allowed = may_offer(by, ply); !allowed.ok()) return allowed;
  pending_ = Pending{by, ply};
  opponent_offered_since_[index_of(~by)] = true;
  return absl::OkStatus();
}

void DrawOffers::offer_by_claim(Side claimant, int ply) {
  if (!rules_.claim_is_offer) return;
  pending_ = Pending{claimant, ply};
  opponent_offered_since_[index_of(~claimant)] = true;
}

bool DrawOffers::has_offer_for(Side to) const { return pending_ && pending_->by != to; }

absl::Status DrawOffers::accept(Side by) {
  if (!has_offer_for(by)) return absl::FailedPreconditionError("no draw offer to accept");
  pending_.reset();
  return absl::OkStatus();
}

absl::Status DrawOffers::reject(Side by) {
  if (!has_offer_for(by)) return absl::FailedPreconditionError("no draw offer to reject");
  declined();
  return absl::OkStatus();
}

void DrawOffers::declined() {
  last_declined_ply_[index_of(pending_->by)] = pending_->ply;
  opponent_offered_since_[index_of(pending_->by)] = false;
  pending_.reset();
}

}  // namespace drawbridge::draw
