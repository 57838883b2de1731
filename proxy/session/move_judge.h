// What the engine's move lets its side say, as the settings want it: a draw claim the Laws allow
// (claim_policy.h), or else a draw offer (offer_policy.h), each recorded with the referee so that
// the edition's offer rules count it. It keeps the engine's scores before its own moves, game by
// game, for the offer policy.
#pragma once

#include <optional>

#include "proxy/session/engine_score.h"
#include "proxy/session/offer_policy.h"
#include "proxy/session/search_ledger.h"
#include "rules/chess/types.h"
#include "rules/chess_draw/referee.h"
#include "rules/laws/event.h"
#include "settings/settings.h"

namespace drawbridge {

class MoveJudge {
 public:
  // The engine plays `m`, the answer to `search`, in the referee's position (the one the search
  // began at), with `score` its last score of the search: the claim or offer that goes with it.
  std::optional<draw::Event> judge(const Settings& settings, draw::Referee& referee, const Search& search,
                                   chess::Move m, const std::optional<EngineScore>& score);

 private:
  std::optional<draw::Event> claim_for(const Settings& settings, const draw::Referee& referee, chess::Move m,
                                       const std::optional<EngineScore>& score) const;
  std::optional<draw::Event> offer_for(const Settings& settings, draw::Referee& referee, chess::Move m) const;

  OwnMoveScores own_scores_;
  int own_scores_game_ = 0;  // the game own_scores_ are of
};

}  // namespace drawbridge
