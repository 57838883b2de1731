#include "platform/file_path.h"

namespace drawbridge {

std::filesystem::path file_path(std::string_view utf8) { return std::filesystem::path(utf8); }

std::string path_text(const std::filesystem::path& path) { return path.native(); }

UniqueFile open_file(const std::filesystem::path& path, std::string_view mode) {
  return UniqueFile(std::fopen(path.c_str(), (std::string(mode) + "e").c_str()));  // "e": O_CLOEXEC
}

}  // namespace drawbridge
