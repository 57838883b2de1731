#include "platform/file_path.h"

#include <stdio.h>

#include "platform/utf16.h"

namespace drawbridge {

std::filesystem::path file_path(std::string_view utf8) { return std::filesystem::path(to_utf16(utf8)); }

std::string path_text(const std::filesystem::path& path) { return to_utf8(path.native()); }

UniqueFile open_file(const std::filesystem::path& path, std::string_view mode) {
  return UniqueFile(_wfopen(path.c_str(), (to_utf16(mode) + L"N").c_str()));  // "N": _O_NOINHERIT
}

}  // namespace drawbridge
