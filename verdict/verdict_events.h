// The `events` of adjudicate's and scan's JSON lines, rendered from the referee's events:
// claims the player on move could make, rulings on claims and the flag fall, each as
// {"ply","event","rule","article",...}. The result is not among them: it is the `end` field.
#pragma once

#include <vector>

#include <boost/json/array.hpp>

#include "rules/draw/event.h"

namespace drawbridge {

boost::json::array verdict_events(const std::vector<draw::Event>& events);

}  // namespace drawbridge
