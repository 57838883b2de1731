// drawbridge's own line in a Hub stream, for the GUI:
//   drawbridge event=<kind> rule=<rule> article=<id> [ply=<n>] [move=<hub move>] [result=<r>] [detail="<text>"]
// It is a Hub line whose command, `drawbridge`, no Hub program knows: protocol.txt has both sides
// ignore commands they do not understand, so the Hub GUI and pydraughts skip it (pydraughts logs a
// warning), while a runner or a log reader finds every claim, draw, result and error in it. An
// `info` line would not do: the GUI shows an info line's fields as the engine's search. Errors
// and notices print `rule=none article=none`, as the UCI relay's line does.
#pragma once

#include <string>

#include "rules/laws/event.h"

namespace drawbridge::hub {

// The line, without its '\n'.
std::string announcement_line(const draw::Event& event);

}  // namespace drawbridge::hub
