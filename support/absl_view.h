// Debian 12's Abseil is built with its own string_view, which absl::StrCat and friends take
// and std::string_view is not; av() hands a std::string_view over without a copy.
#pragma once

#include <string_view>

#include "absl/strings/string_view.h"

namespace drawbridge {

inline absl::string_view av(std::string_view text) { return {text.data(), text.size()}; }

}  // namespace drawbridge
