// When the engine's side offers a draw, cutechess-style: from move `offer_move` on, when its
// score stayed within `offer_score` of 0 after each of its last `offer_count` own moves.
// Whether an offer is allowed at all (after one's own move, re-offers) is the edition's.
#pragma once

#include <optional>
#include <vector>

#include "proxy/session/engine_score.h"
#include "settings/settings.h"

namespace drawbridge {

// The engine's last score before each of its own moves in one game, by ply.
class OwnMoveScores {
 public:
  // Forgets the moves at `ply` and later (takebacks), then records this one.
  void record(int ply, std::optional<EngineScore> score);
  void clear() { moves_.clear(); }
  // The last `count` own moves were consecutive and each scored |cp| <= max_cp.
  bool quiet_for(int count, int max_cp) const;

 private:
  struct OwnMove {
    int ply;
    std::optional<EngineScore> score;
  };
  std::vector<OwnMove> moves_;
};

// `fullmove_number` is the number of the engine's move about to be played; the settings
// used are offer, offer_move, offer_score and offer_count.
bool wants_to_offer(const Settings& settings, int fullmove_number, const OwnMoveScores& scores);

}  // namespace drawbridge
