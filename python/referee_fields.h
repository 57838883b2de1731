// What the two referees' bindings (chess's `_Referee`, draughts' `_DraughtsReferee`) hand Python
// alike: the events of a call, or its error raised as ValueError; a game's ending as a dict
// (ply, rule, article); a side named by the caller; and a clock time given in seconds.
#pragma once

#include <pybind11/pybind11.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/laws/event.h"
#include "rules/laws/outcome.h"
#include "rules/laws/side.h"

namespace drawbridge::python {

std::vector<draw::Event> events_or_raise(absl::StatusOr<std::vector<draw::Event>> events);

// None while the game goes on.
pybind11::object ending_dict(const std::optional<draw::Ending>& ending);

// "white" or "black"; ValueError for anything else.
draw::Side side_named(const std::string& side);

// ValueError for a time that is not a number of seconds from 0 up.
std::chrono::milliseconds clock_time(double seconds);

}  // namespace drawbridge::python
