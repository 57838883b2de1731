// A game as a splitter cut it, for comparing two ways of cutting the same text.
#pragma once

#include <cstdint>
#include <string>

namespace drawbridge::pgn::testing {

struct SplitGame {
  std::uint64_t offset;
  std::int64_t line;
  std::string text;
  bool operator==(const SplitGame&) const = default;
};

}  // namespace drawbridge::pgn::testing
