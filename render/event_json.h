// The event's JSON forms, their fields listed once in event_fields.h: the events file's object
// (`--events FILE`, adjudicate's and the Python module's events, the watch's alerts), in the
// contract's order {"event","rule","article","edition","ply","move","result","fen","game","detail"}
// (absent fields are null). The `events` of adjudicate's and scan's lines are written by
// verdict/verdict_fields.h from event_fields.h's verdict_event_fields.
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
