// --fixed: a game rewritten by the laws. The game is cut at its lawful end, its Result and
// Termination tags are set (and PlyCount, when cut), and a comment names the rule and the
// article; the rest of the text (other tags, comments, move numbers, line breaks) is copied as
// it was.
#pragma once

#include <string>
#include <string_view>

#include "pgn/pgn_game.h"

namespace drawbridge::scan {

struct Fix {
  int cut_ply = -1;         // keep this many moves; -1: all of them
  std::string result;       // "1-0", "0-1", "1/2-1/2"
  std::string termination;  // the rule's name
  std::string comment;      // without braces
};

// Appends the rewritten game `text` (read into `game`) to `out`.
void write_fixed_game(std::string_view text, const pgn::PgnGame& game, const Fix& fix, std::string& out);

}  // namespace drawbridge::scan
