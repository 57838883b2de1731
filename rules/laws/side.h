// The two players, as the laws of both games name them: the side that moves first is white.
#pragma once

#include <cstdint>
#include <string_view>

namespace drawbridge::draw {

enum class Side : std::uint8_t { kWhite, kBlack };

constexpr Side operator~(Side s) { return s == Side::kWhite ? Side::kBlack : Side::kWhite; }
// 0 for white, 1 for black: an index into a pair of per-player values.
constexpr int index_of(Side s) { return static_cast<int>(s); }
// "white" or "black", as every rendering of an event names a side.
constexpr std::string_view side_name(Side s) { return s == Side::kWhite ? "white" : "black"; }

}  // namespace drawbridge::draw
