// One input line of `drawbridge adjudicate`:
//   START <TAB> MOVES [<TAB> CLAIMS]
// START is `startpos` or a FEN; MOVES are space-separated UCI moves; CLAIMS (optional) are
// claims to rule on, separated by ';', each as space-separated key=value fields:
//   ply=N rule=threefold-repetition|fifty-move [move=UCI] clocks=CLAIMANT/OPPONENT
// with the clock times in seconds (decimals allowed) before the ruling. The claimant is
// the player on move after N plies; `move` makes it a claim with an intended move (a).
// An item `flag=white@N` (or black) says that side's flag fell after N plies (6.9).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/chess_draw/recorded_game.h"

namespace drawbridge {

// Views into the line it was parsed from.
struct GameLine {
  std::string_view start;
  std::vector<std::string_view> moves;
  std::vector<draw::ClaimRequest> claims;
  std::optional<draw::FlagFall> flag;
};

// Blank lines and lines starting with '#' carry no game.
bool is_game_line(std::string_view line);

absl::StatusOr<GameLine> parse_game_line(std::string_view line);

}  // namespace drawbridge
