// A folder named on the command line: not a feed itself, but where feeds appear. Each look lists
// its *.pgn files (any case of the extension), for the loop to follow each as a FileFeed; the
// loop looks again every turn, so that a file made later is followed too.
#pragma once

#include <string>
#include <vector>

namespace drawbridge::watch {

class FeedFolder {
 public:
  explicit FeedFolder(std::string path) : path_(std::move(path)) {}

  const std::string& path() const { return path_; }

  // The folder's PGN files now, as paths under the name it was given by; none while it cannot
  // be read.
  std::vector<std::string> pgn_files() const;

 private:
  std::string path_;
};

}  // namespace drawbridge::watch
