#include "watch/feeds/feed_folder.h"

#include <filesystem>
#include <system_error>

#include "absl/strings/ascii.h"
#include "platform/file_path.h"

namespace drawbridge::watch {
namespace {

namespace fs = std::filesystem;

bool is_pgn_file(const fs::path& path) { return absl::AsciiStrToLower(path.extension().string()) == ".pgn"; }

}  // namespace

std::vector<std::string> FeedFolder::pgn_files() const {
  std::vector<std::string> files;
  std::error_code error;
  for (fs::directory_iterator it(file_path(path_), error), end; !error && it != end; it.increment(error)) {
    if (is_pgn_file(it->path()) && !it->is_directory(error)) files.push_back(path_text(it->path()));
  }
  return files;
}

}  // namespace drawbridge::watch
