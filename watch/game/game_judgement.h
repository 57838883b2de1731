// The judgement of a watched game once its record is replayed (verdict/judgement.h): moves
// recorded after an automatic ending, and in a finished game a flag fall the record tells of and
// a result the laws contradict. Informational findings are no alert.
#pragma once

#include <optional>
#include <vector>

#include "pgn/pgn_game.h"
#include "watch/game/replayed_game.h"

namespace drawbridge::watch {

class GameJudgement {
 public:
  GameJudgement(const pgn::PgnGame& pgn, std::vector<draw::Event>& alerts) : pgn_(pgn), alerts_(alerts) {}

  // Judges `game`, its whole record played: the result the record gives, if it gives one.
  std::optional<draw::Result> judge(ReplayedGame& game);

 private:
  void add_findings(const ReplayedGame& game, std::optional<draw::Result> recorded,
                    std::optional<draw::Side> flagged_off_move);

  const pgn::PgnGame& pgn_;
  std::vector<draw::Event>& alerts_;
};

}  // namespace drawbridge::watch
