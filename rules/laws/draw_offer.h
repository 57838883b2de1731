// Draw offers (FIDE 9.1; draughts 5.4.12.3-4): an offer is made right after the offerer's
// own move, cannot be withdrawn, and stands until accepted, rejected, or the opponent moves.
// When a declined player may offer again is the edition's or the policy's re-offer rule.
#pragma once

#include <array>
#include <optional>

#include "absl/status/status.h"
#include "rules/laws/offer_rules.h"
#include "rules/laws/side.h"

namespace drawbridge::draw {

class DrawOffers {
 public:
  explicit DrawOffers(OfferRules rules);

  // `by` offers in the position after `ply` moves, `mover` having made the last move
  // (nullopt at the start position, where no move has been made yet).
  absl::Status offer(Side by, int ply, std::optional<Side> mover);
  // A claim counts as an offer where the edition says so; the claimant is on move.
  void offer_by_claim(Side claimant, int ply);

  // The offer pending for `to` (made by the opponent), if any.
  bool has_offer_for(Side to) const;
  // Accepting draws the game; fails when nothing is offered to `by`.
  absl::Status accept(Side by);
  absl::Status reject(Side by);
  // A move by `mover`: the move of the player an offer was made to ends it, as a rejection.
  // Inline: the replay of a recorded game calls it at every move, and almost never finds an offer.
  void on_move(Side mover) {
    if (pending_ && pending_->by != mover) declined();
  }

 private:
  struct Pending {
    Side by;
    int ply;
  };
  absl::Status may_offer(Side by, int ply) const;
  void declined();

  OfferRules rules_;
  std::optional<Pending> pending_;
  std::array<std::optional<int>, 2> last_declined_ply_;  // per side, for the re-offer rule
  std::array<bool, 2> opponent_offered_since_ = {true, true};
};

}  // namespace drawbridge::draw
