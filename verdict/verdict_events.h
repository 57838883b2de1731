// The `events` of adjudicate's and scan's JSON lines, rendered from the referee's events:
// claims the player on move could make, rulings on claims and the flag fall, each as
// {"ply","event","rule","article",...} (render/event_fields.h lists the fields). The result is not
// among them: it is the `end` field.
#pragma once

#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/storage_ptr.hpp>

#include "rules/laws/event.h"

namespace drawbridge {

// The array and all in it are allocated from `storage` (the line's, so that nothing is copied
// when the array becomes its `events`).
boost::json::array verdict_events(const std::vector<draw::Event>& events, boost::json::storage_ptr storage = {});

}  // namespace drawbridge
