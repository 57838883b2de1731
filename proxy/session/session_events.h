// The events the session emits besides the referee's result, built from the game the referee
// keeps. Each says what it is about: the ply and FEN of its position, the move it goes with,
// the article that applies.
#pragma once

#include <optional>
#include <string>

#include "rules/chess/types.h"
#include "rules/chess_draw/referee.h"
#include "rules/laws/event.h"

namespace drawbridge {

// The claim of the player on move, with `m` as the declared move if the claim needs one.
draw::Event claim_event(const draw::Referee& referee, const draw::AvailableClaim& claim, chess::Move m);

// An offer made with the move `m` of the player on move: it is about the position after it.
draw::Event offer_with_move_event(const draw::Referee& referee, chess::Move m, std::string detail);

// An offer standing in the position on the board (the opponent's, made with its last move).
draw::Event standing_offer_event(const draw::Referee& referee, std::string detail);

}  // namespace drawbridge
