// The injected line of the external contract (DESIGN.md):
// info string drawbridge event=<kind> rule=<rule> article=<id> ply=<n> [move=<uci>]
// [result=<r>] [detail=<text to the end of the line>]. Errors and notices have no rule or
// article: they print `rule=none article=none`, so every line has the same leading fields.
#pragma once

#include <string>

#include "rules/laws/event.h"

namespace drawbridge::render {

std::string event_line(const draw::Event& event);

}  // namespace drawbridge::render
