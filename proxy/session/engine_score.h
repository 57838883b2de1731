// The engine's evaluation of the position it searched, as the session weighs it for its claims
// and offers: in centipawns or as a mate in moves, from the side to move (the engine's), with the
// bound its search proved. A front end reads it from the engine's own words (uci/engine_line.h).
#pragma once

#include <cstdint>

namespace drawbridge {

struct EngineScore {
  enum class Unit { kCentipawns, kMate };  // mate: in moves, negative when being mated
  enum class Bound { kExact, kLower, kUpper };
  Unit unit = Unit::kCentipawns;
  std::int64_t value = 0;
  Bound bound = Bound::kExact;
};

}  // namespace drawbridge
