#include "proxy/session/move_judge.h"

#include <algorithm>
#include <vector>

#include "proxy/session/claim_policy.h"
#include "proxy/session/session_events.h"
#include "rules/chess_draw/side.h"

namespace drawbridge {

std::optional<draw::Event> MoveJudge::judge(const Settings& settings, draw::Referee& referee, const Search& search,
                                            chess::Move m, const std::optional<EngineScore>& score) {
  if (own_scores_game_ != search.game) own_scores_.clear();
  own_scores_game_ = search.game;
  own_scores_.record(search.ply, score);
  if (std::optional<draw::Event> claim = claim_for(settings, referee, m, score)) {
    // A claim is also an offer where the edition says so (9.1.2.3 in fide-2023).
    referee.offers().offer_by_claim(draw::side_of(referee.position().side_to_move()), search.ply);
    return claim;
  }
  return offer_for(settings, referee, m);
}

// The claim the engine's move allows: on the board (b) first, as it commits to nothing,
// then with the move as the declared one (a); threefold before fifty moves. An (a) claim is
// about the position on the board, where it is made, as `drawbridge adjudicate` lists it.
std::optional<draw::Event> MoveJudge::claim_for(const Settings& settings, const draw::Referee& referee, chess::Move m,
                                                const std::optional<EngineScore>& score) const {
  if (!wants_to_claim(settings.claim, settings.claim_margin, score)) return std::nullopt;
  std::vector<draw::AvailableClaim> claims = referee.available_claims();
  std::stable_partition(claims.begin(), claims.end(), [](const draw::AvailableClaim& c) { return c.moves.empty(); });
  for (const draw::AvailableClaim& claim : claims) {
    if (claim.moves.empty() || std::find(claim.moves.begin(), claim.moves.end(), m) != claim.moves.end()) {
      return claim_event(referee, claim, m);
    }
  }
  return std::nullopt;
}

// An offer is made after one's own move (9.1), so it is about the position after `m`.
std::optional<draw::Event> MoveJudge::offer_for(const Settings& settings, draw::Referee& referee, chess::Move m) const {
  const chess::Position& pos = referee.position();
  if (!wants_to_offer(settings, pos.fullmove_number(), own_scores_)) return std::nullopt;
  const draw::Side us = draw::side_of(pos.side_to_move());
  if (!referee.offers().offer(us, referee.ply() + 1, us).ok()) return std::nullopt;  // the re-offer rule
  return offer_with_move_event(referee, m, "");
}

}  // namespace drawbridge
