// How PGN writers say that a game was lost on time (FIDE 6.9), as far as the PGN room recognises:
//   Termination tag: "time forfeit" (the PGN standard, cutechess-cli, fastchess; lichess writes
//   "Time forfeit"), "timeout" (older fastchess), and chess.com's "<player> won on time";
//   comments: "White loses on time" / "Black loses on time" (cutechess-cli's result comment,
//   fastchess's last move comment), "... forfeits on time", "... wins on time", and
//   cutechess-cli's "Draw by timeout". Letter case does not matter.
#pragma once

#include <optional>
#include <string_view>

#include "rules/chess/types.h"

namespace drawbridge::pgn {

struct CommentForfeit {
  std::optional<chess::Color> loser;
  bool draw = false;  // a draw by timeout: the flag fell but the opponent could not win
};

CommentForfeit time_forfeit_in_comment(std::string_view comment);

bool is_time_forfeit_termination(std::string_view termination);

}  // namespace drawbridge::pgn
