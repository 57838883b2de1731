// The PGN standard's TimeControl tag (PGN spec 9.6.1): periods separated by ':', each "S" (the
// rest of the game in S seconds), "S+I" (with an increment of I seconds a move) or "M/S" (M moves
// in S seconds; a last period of this form repeats). "?", "-" and the sandclock "*S" tell no time
// a player has, and read as none, as anything malformed does.
#pragma once

#include <chrono>
#include <optional>
#include <string_view>
#include <vector>

namespace drawbridge::pgn {

struct TimePeriod {
  int moves = 0;  // 0: the rest of the game
  std::chrono::milliseconds base{0};
  std::chrono::milliseconds increment{0};

  bool operator==(const TimePeriod&) const = default;
};

std::optional<std::vector<TimePeriod>> parse_time_control(std::string_view text);

// The time a player had for his first `moves` moves (from 1) before the increment of the last:
// the base of every period begun by then and the increments of the moves before it. A [%emt]
// total above it means the flag fell during the last of those moves.
std::chrono::milliseconds time_allowed(const std::vector<TimePeriod>& periods, int moves);

}  // namespace drawbridge::pgn
