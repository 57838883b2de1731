// `drawbridge adjudicate` for one game: replays the input line under an edition and a
// policy, and describes the game as one JSON object (the subcommand's output contract).
#pragma once

#include <string_view>

#include <boost/json/object.hpp>

#include "rules/draw/edition.h"
#include "rules/draw/policy.h"

namespace drawbridge {

// `line` is a game line (see adjudicate_input.h); `line_number` counts input lines from 1.
// A bad line gives "status":"error" with a message naming the ply and the move.
boost::json::object adjudicate_game(std::string_view line, int line_number, const draw::Edition& edition,
                                    const draw::Policy& policy);

}  // namespace drawbridge
