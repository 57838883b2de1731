#include "proxy/session/offer_policy.h"

#include <cstdlib>

namespace drawbridge {

void OwnMoveScores::record(int ply, std::optional<EngineScore> score) {
  while (!moves_.empty() && moves_.back().ply >= ply) moves_.pop_back();
  moves_.push_back({ply, score});
}

bool OwnMoveScores::quiet_for(int count, int max_cp) const {
  if (count <= 0) return true;
  if (static_cast<int>(moves_.size()) < count) return false;
  const int last = static_cast<int>(moves_.size()) - 1;
  for (int i = 0; i < count; ++i) {
    const OwnMove& move = moves_[last - i];
    // A gap (a game continued from a FEN, a search that was not followed) breaks the run.
    if (move.ply != moves_[last].ply - 2 * i) return false;
    if (!move.score || move.score->unit != EngineScore::Unit::kCentipawns) return false;
    if (std::llabs(move.score->value) > max_cp) return false;
  }
  return true;
}

bool wants_to_offer(const Settings& settings, int fullmove_number, const OwnMoveScores& scores) {
  return settings.offer == OfferMode::kScore && fullmove_number >= settings.offer_move &&
         scores.quiet_for(settings.offer_count, settings.offer_score);
}

}  // namespace drawbridge
