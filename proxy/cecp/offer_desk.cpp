#include "proxy/cecp/offer_desk.h"

#include "proxy/session/claim_policy.h"

namespace drawbridge::cecp {

bool OfferDesk::opponent_offers() {
  if (pending_) return false;
  pending_ = true;
  recorded_ = false;
  return true;
}

OfferDesk::Answer OfferDesk::answer(bool law_has_drawn, const std::optional<EngineScore>& last_score) {
  if (!recorded_) session_.opponent_offer(heard_);
  recorded_ = true;
  if (!law_has_drawn && !accepts(last_score)) return Answer::kNone;
  accept();
  return law_has_drawn ? Answer::kAcceptByLaw : Answer::kAccept;
}

bool OfferDesk::engine_accepts() {
  if (!pending_) return false;
  if (!recorded_) session_.opponent_offer(heard_);
  accept();
  return true;
}

void OfferDesk::accept() {
  pending_ = false;
  session_.accept_opponent_offer(heard_);
}

void OfferDesk::end(std::string_view how) {
  if (!pending_) return;
  pending_ = false;
  if (recorded_) session_.end_opponent_offer(how, heard_);
}

bool OfferDesk::offer_with(chess::Move m) {
  if (!engine_offer_) return false;
  engine_offer_ = false;
  return session_.engine_offer(m, heard_);
}

bool OfferDesk::accepts(const std::optional<EngineScore>& last_score) const {
  switch (accept_) {
    case AcceptMode::kNever: return false;
    case AcceptMode::kAlways: return true;
    case AcceptMode::kUnlessWinning: return wants_to_claim(ClaimMode::kUnlessWinning, accept_margin_, last_score);
  }
  return false;
}

}  // namespace drawbridge::cecp
