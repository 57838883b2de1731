// The line-script inputs of the fuzz harnesses: the bytes cut into lines at '\n' (the last
// may lack one), each line's first characters saying who sends it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace drawbridge {

inline bool consume_prefix(std::string_view& text, std::string_view prefix) {
  if (!text.starts_with(prefix)) return false;
  text.remove_prefix(prefix.size());
  return true;
}

template <typename OnLine>
void for_each_line(const std::uint8_t* data, std::size_t size, OnLine on_line) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  while (!input.empty()) {
    const std::size_t newline = input.find('\n');
    on_line(input.substr(0, newline));
    input = newline == std::string_view::npos ? std::string_view() : input.substr(newline + 1);
  }
}

}  // namespace drawbridge
