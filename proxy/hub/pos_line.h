// Hub's `pos` line read into the game it names, and followed: `pos pos=<position> moves="<m> <m>
// ..."`, or `start`, or no position (the start). The draughts game (draughts_game.h) decides
// whether it continues the game followed.
#pragma once

#include <optional>

#include "proxy/hub/hub_line.h"
#include "proxy/session/draughts/draughts_game.h"

namespace drawbridge::hub {

using draughts_session::FollowError;

// Follows the game `pos` names; a position that cannot be read leaves no game followed.
std::optional<FollowError> follow_pos(draughts_session::DraughtsGame& game, const Line& pos);

}  // namespace drawbridge::hub
