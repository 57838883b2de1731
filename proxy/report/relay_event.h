// The events the relay says of itself rather than of the laws: an error (a line it cannot read,
// a lost engine, the events file) or a notice, at a ply of the game or at none.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "rules/laws/event.h"

namespace drawbridge {

// `ply`: none when the error is about no position (a lost engine, the events file).
draw::Event error_event(std::optional<int> ply, std::optional<std::string> move, std::string detail);

draw::Event notice_event(std::optional<int> ply, std::string detail);

// At most `limit` characters of `text`, with the count of the rest: for error messages about
// lines and messages that can be megabytes long.
std::string clipped(std::string_view text, std::size_t limit = 60);

}  // namespace drawbridge
