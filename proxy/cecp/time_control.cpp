#include "proxy/cecp/time_control.h"

#include <algorithm>
#include <cmath>

namespace drawbridge::cecp {
namespace {

std::int64_t milliseconds(double seconds) { return static_cast<std::int64_t>(std::llround(seconds * 1000)); }

// A setting the command read, or false and nothing changed.
template <typename T>
bool take(const std::optional<T>& read, std::optional<T>& setting) {
  if (read) setting = read;
  return read.has_value();
}

}  // namespace

void TimeControl::start_game() {
  depth.reset();
  engine_cs.reset();
  opponent_cs.reset();
}

bool TimeControl::apply(const Command& command) {
  switch (command.verb) {
    case Verb::kLevel:
      if (!command.level) return false;
      level = command.level;
      seconds_per_move.reset();  // a level replaces st
      return true;
    case Verb::kSt: return take(command.seconds, seconds_per_move);
    case Verb::kSd: return take(command.depth, depth);
    case Verb::kTime: return take(command.centiseconds, engine_cs);
    case Verb::kOtim: return take(command.centiseconds, opponent_cs);
    default: return false;
  }
}

uci::Go go_limits(const TimeControl& control, chess::Color engine, int engine_moves) {
  uci::Go go;
  if (control.seconds_per_move) {
    go.movetime = milliseconds(*control.seconds_per_move);
  } else if (control.level || control.engine_cs || control.opponent_cs) {
    const std::int64_t base_ms = control.level ? milliseconds(control.level->base_seconds) : 0;
    const std::int64_t own = control.engine_cs ? *control.engine_cs * 10 : base_ms;
    const std::int64_t other = control.opponent_cs ? *control.opponent_cs * 10 : base_ms;
    // A clock that ran below zero is still a clock: engines want a number >= 0.
    go.wtime = std::max<std::int64_t>(0, engine == chess::kWhite ? own : other);
    go.btime = std::max<std::int64_t>(0, engine == chess::kWhite ? other : own);
    if (control.level) {
      go.winc = go.binc = milliseconds(control.level->increment_seconds);
      if (const int mps = control.level->moves_per_session; mps > 0) go.movestogo = mps - engine_moves % mps;
    }
  }
  if (control.depth) go.depth = *control.depth;
  go.infinite = !go.movetime && !go.wtime && !go.depth;
  return go;
}

}  // namespace drawbridge::cecp
