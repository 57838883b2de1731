// The clock after one move, as the PGN comment commands of the move's comments say it:
// `[%clk H:MM:SS]` the mover's time left, `[%emt H:MM:SS]` the time the move took, both with an
// optional fraction of a second (`[%clk 0:03:59.8]`, lichess, chess.com, DGT LiveChess).
#pragma once

#include <chrono>
#include <optional>
#include <string_view>

namespace drawbridge::pgn {

struct MoveClock {
  std::optional<std::chrono::milliseconds> remaining;  // [%clk]
  std::optional<std::chrono::milliseconds> elapsed;    // [%emt]

  bool operator==(const MoveClock&) const = default;
};

// Reads the [%clk] and [%emt] commands of one comment into `clock`; a later command overrides an
// earlier one. A malformed command (`[%clk 1:75:00]`, `[%clk soon]`, no closing bracket) is
// left out and leaves `clock` as it was.
void read_clock_commands(std::string_view comment, MoveClock& clock);

// "H:MM:SS" or "H:MM:SS.f" (hours of any width up to 6 digits, minutes and seconds of one or two
// digits below 60, the fraction's digits past milliseconds ignored); nullopt for anything else.
std::optional<std::chrono::milliseconds> parse_clock_time(std::string_view text);

}  // namespace drawbridge::pgn
