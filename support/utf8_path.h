// File names are UTF-8 inside drawbridge. std::filesystem::path takes a std::string in the
// platform's narrow encoding, which on Windows need not be UTF-8: these say UTF-8 explicitly.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace drawbridge {

inline std::filesystem::path utf8_path(std::string_view utf8) {
  return std::filesystem::path(std::u8string(utf8.begin(), utf8.end()));
}

inline std::string path_utf8(const std::filesystem::path& path) {
  const std::u8string text = path.u8string();
  return std::string(text.begin(), text.end());
}

}  // namespace drawbridge
