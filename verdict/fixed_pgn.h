// --fixed: a game rewritten by the laws. The game is cut at its lawful end, its Result and
// Termination tags are set from the finding's event (and PlyCount, when cut), and a comment
// gives the finding's sentence; the rest of the text (other tags, comments, move numbers, line
// breaks) is copied as it was.
#pragma once

#include <string>
#include <string_view>

#include "pgn/pgn_game.h"
#include "rules/laws/event.h"

namespace drawbridge {

struct Fix {
  int cut_ply = -1;  // keep this many moves; -1: all of them
  // The lawful ending: its result, its rule (the Termination) and the finding's sentence.
  draw::Event ending;
};

// Appends the rewritten game `text` (read into `game`) to `out`.
void write_fixed_game(std::string_view text, const pgn::PgnGame& game, const Fix& fix, std::string& out);

}  // namespace drawbridge
