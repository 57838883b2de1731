// The engine's UCI `info` lines as xboard thinking output: "ply score time nodes pv", time in
// centiseconds, mate scores as xboard counts them (100000 + N for mate in N moves).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "proxy/uci/engine_line.h"

namespace drawbridge::cecp {

std::int64_t xboard_score(const EngineScore& score);

// The thinking line of an info line with a depth, a score and a pv of the first pv line;
// nullopt for any other info line (currmove, hashfull, strings, other multipv lines).
std::optional<std::string> thinking_line(const uci::Info& info);

}  // namespace drawbridge::cecp
