// The colours of the report's boards, chess and draughts alike.
#pragma once

namespace drawbridge::render {

inline constexpr const char* kLight = "#f0d9b5";
inline constexpr const char* kDark = "#b58863";
inline constexpr const char* kLightMarked = "#f7ec74";  // the squares of the last move
inline constexpr const char* kDarkMarked = "#dac34b";

}  // namespace drawbridge::render
