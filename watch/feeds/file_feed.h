// A PGN file followed as it grows or is rewritten (pgn_follower.h, followed_file.h): its faults
// are the follower's (the file missing, a folder, unreadable), each naming the file. The loop
// watches the file's folder (FileWatch::add) so that a change wakes it.
#pragma once

#include <filesystem>

#include "pgn/pgn_follower.h"
#include "watch/feeds/feed_source.h"

namespace drawbridge::watch {

class FileFeed final : public FeedSource {
 public:
  explicit FileFeed(std::filesystem::path path) : follower_(std::move(path)) {}

  absl::Status poll(pgn::FollowUpdate& update) override { return follower_.poll(update); }

 private:
  pgn::PgnFollower follower_;
};

}  // namespace drawbridge::watch
