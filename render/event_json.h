// The event's JSON forms, their fields listed once in event_fields.h: the events file's object
// (`--events FILE`, adjudicate's and the Python module's events, the watch's alerts), in the
// contract's order {"event","rule","article","edition","ply","move","result","fen","game","detail"}
// (absent fields are null); and one of the `events` of adjudicate's and scan's lines as a DOM.
#pragma once

#include <string>
#include <string_view>

#include <boost/json/object.hpp>
#include <boost/json/storage_ptr.hpp>

#include "rules/laws/event.h"

namespace drawbridge::render {

// The fields of one event in contract order, `game` (the game's number) set to null; `drawbridge
// watch` sets it to the game's tags.
boost::json::object event_json_object(const draw::Event& event, std::string_view edition);

// The JSON object of one event, without the line break.
std::string event_json(const draw::Event& event, std::string_view edition, int game);

// One of the `events` of adjudicate's and scan's lines (event_fields.h's verdict_event_fields),
// allocated from `storage`.
boost::json::object verdict_event_json(const draw::Event& event, const boost::json::storage_ptr& storage);
}  // namespace drawbridge::render
