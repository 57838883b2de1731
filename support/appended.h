// The string form of an append function (`append(out)` adds to `out`): for the callers that
// want a new string rather than to add to one of their own.
#pragma once

#include <cstddef>
#include <string>

namespace drawbridge {

// `size_hint`: what the result is likely to need, reserved at once.
template <typename Append>
std::string appended(std::size_t size_hint, Append append) {
  std::string out;
  out.reserve(size_hint);
  append(out);
  return out;
}

}  // namespace drawbridge
