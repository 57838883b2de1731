// The event's JSON form: the fields of the events file (`--events FILE`), of adjudicate's and
// the Python module's events and of the watch's alerts, in the contract's order
// {"event","rule","article","edition","ply","move","result","fen","game","detail"} (absent
// fields are null).
#pragma once

#include <string>
#include <string_view>

#include <boost/json/object.hpp>

#include "rules/laws/event.h"

namespace drawbridge::render {

// The fields of one event in contract order, `game` (the game's number) set to null; `drawbridge
// watch` sets it to the game's tags.
boost::json::object event_json_object(const draw::Event& event, std::string_view edition);

// The JSON object of one event, without the line break.
std::string event_json(const draw::Event& event, std::string_view edition, int game);

}  // namespace drawbridge::render
