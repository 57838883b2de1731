// The clocks and limits the GUI set (level, st, sd, time, otim), turned into the limits of a
// UCI `go` for the engine's side. Times are kept as the GUI sent them and converted once:
// fractional increments and min:sec bases survive (PolyGlot drops them).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "proxy/cecp/cecp_command.h"
#include "proxy/uci/uci_command.h"
#include "rules/chess/types.h"

namespace drawbridge::cecp {

struct TimeControl {
  // Until the GUI sends `level`: xboard's own default, 40 moves in 5 minutes.
  std::optional<Level> level = Level{40, 300, 0};
  std::optional<double> seconds_per_move;   // st
  std::optional<int> depth;                 // sd
  std::optional<std::int64_t> engine_cs;    // time: the engine's clock, centiseconds
  std::optional<std::int64_t> opponent_cs;  // otim

  // `new`: clocks back to the start, no depth limit; level and st stay.
  void start_game();

  // One of the GUI's clock commands (level, st, sd, time, otim), read; false (and nothing
  // changed) when its argument is not what the command takes, or it is no clock command.
  bool apply(const Command& command);
};

// The limits of the engine's `go` for a search by the engine playing `engine`, which has made
// `engine_moves` moves since the game (or setboard) started: movetime under st, else wtime,
// btime, winc, binc and movestogo as the clocks and level have them, plus depth under sd;
// infinite when none is set.
uci::Go go_limits(const TimeControl& control, chess::Color engine, int engine_moves);

}  // namespace drawbridge::cecp
