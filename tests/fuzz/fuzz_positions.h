// Positions the move fuzzers play on: the start, a middlegame with both castlings, promotions
// and an en passant capture at hand, and Chess960 starts. The first input byte picks one.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/chess/fen.h"

namespace drawbridge::fuzzing {

struct FuzzPosition {
  std::string_view fen;
  bool chess960;
};

inline constexpr std::array<FuzzPosition, 8> kPositions = {{
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false},
    {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", false},
    {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", false},
    {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false},
    {"r1k1r3/8/8/8/8/8/8/R1K1R3 w AEae - 0 1", true},
    {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true},
    {"6k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", false},
}};

// Parsed once: each input starts from a copy.
inline chess::Position fuzz_position(std::uint8_t selector) {
  static const std::vector<chess::Position> parsed = [] {
    std::vector<chess::Position> out;
    for (const FuzzPosition& p : kPositions) {
      absl::StatusOr<chess::Position> pos = chess::parse_fen(p.fen, p.chess960);
      if (!pos.ok()) __builtin_trap();  // the table is wrong
      out.push_back(*std::move(pos));
    }
    return out;
  }();
  return parsed[selector % parsed.size()];
}

}  // namespace drawbridge::fuzzing
