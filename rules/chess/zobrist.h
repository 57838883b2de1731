// Zobrist keys for the FIDE 9.2 identity key: one per piece on each square, one per castling
// rook square (Chess960 rights differ by rook file), one per en passant file, one for Black to move.
#pragma once

#include <array>
#include <cstdint>

#include "rules/chess/types.h"

namespace drawbridge::chess::zobrist {

struct Keys {
  std::array<std::array<std::uint64_t, 64>, kPieceCount> piece_square{};
  std::array<std::uint64_t, 64> castling_rook{};
  std::array<std::uint64_t, 8> ep_file{};
  std::uint64_t black_to_move = 0;
};

// splitmix64 at compile time: fixed keys, so identity keys are reproducible across runs.
constexpr Keys make_keys() {
  std::uint64_t state = 0x6472617762726467ULL;
  auto next = [&state]() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  Keys k;
  for (auto& squares : k.piece_square)
    for (auto& key : squares) key = next();
  for (auto& key : k.castling_rook) key = next();
  for (auto& key : k.ep_file) key = next();
  k.black_to_move = next();
  return k;
}

inline constexpr Keys kKeys = make_keys();

}  // namespace drawbridge::chess::zobrist
