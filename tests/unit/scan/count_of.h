// How often a piece of markup stands in a rendered page (the report's and the board's tests).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace drawbridge::scan {

inline std::size_t count_of(const std::string& text, std::string_view what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace drawbridge::scan
