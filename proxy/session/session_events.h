// The events the session emits, built from the game the arbiter keeps. Each says what it is
// about: the ply and FEN of its position, the move it goes with, the article that applies.
#pragma once

#include <optional>
#include <string>

#include "proxy/report/drawbridge_event.h"
#include "rules/chess/types.h"
#include "rules/draw/arbiter.h"

namespace drawbridge {

// The arbiter's ending of the game, if it has ended it.
std::optional<DrawbridgeEvent> result_event(const draw::Arbiter& arbiter);

// The claim of the player on move, with `m` as the declared move if the claim needs one.
DrawbridgeEvent claim_event(const draw::Arbiter& arbiter, const draw::AvailableClaim& claim, chess::Move m);

// An offer made with the move `m` of the player on move: it is about the position after it.
DrawbridgeEvent offer_with_move_event(const draw::Arbiter& arbiter, chess::Move m, std::string detail);

// An offer standing in the position on the board (the opponent's, made with its last move).
DrawbridgeEvent standing_offer_event(const draw::Arbiter& arbiter, std::string detail);

// `ply`: none when the error is about no position (a lost engine, the events file).
DrawbridgeEvent error_event(std::optional<int> ply, std::optional<std::string> move, std::string detail);

DrawbridgeEvent notice_event(std::optional<int> ply, std::string detail);

}  // namespace drawbridge
