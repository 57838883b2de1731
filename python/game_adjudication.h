// One game judged for a Python call: the moves as a list or as one space-separated text (read
// as the CLI reads its MOVES column, with no Python string made per move), the claims and the
// flag fall as the CLI's CLAIMS column reads them, replayed by verdict/'s code as `drawbridge
// adjudicate` does, with Chess960 castling when asked.
#pragma once

#include <string>
#include <vector>

#include <boost/json/object.hpp>

#include "rules/chess_draw/laws.h"

namespace drawbridge::python {

// The `drawbridge adjudicate` output line (line 1) of the game; `error` set as the CLI sets it.
boost::json::object adjudicate_game_of(const draw::Laws& laws, const std::string& start,
                                       const std::vector<std::string>& moves, const std::string& claims, bool chess960);
boost::json::object adjudicate_text_of(const draw::Laws& laws, const std::string& start, const std::string& moves,
                                       const std::string& claims, bool chess960);

}  // namespace drawbridge::python
