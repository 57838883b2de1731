// The standard input as a feed ("-"): PGN that only grows, read on a thread of its own, which
// wakes the loop when bytes arrive or the input ends. It has no faults; once the input ends the
// feed has ended (after the poll that hands over its last bytes).
#pragma once

#include <atomic>
#include <mutex>
#include <string>

#include "pgn/pgn_follower.h"
#include "platform/file_watch.h"
#include "platform/interruptible_thread.h"
#include "watch/feeds/feed_source.h"

namespace drawbridge::watch {

class StdinFeed final : public FeedSource {
 public:
  // `wake`: the loop's watch, woken from the reading thread.
  explicit StdinFeed(FileWatch& wake);

  absl::Status poll(pgn::FollowUpdate& update) override;
  bool ended() const override { return ended_; }

 private:
  void read(const std::atomic<bool>& stop);

  FileWatch& wake_;
  pgn::PgnFollower follower_{"-"};  // never reads a file: the bytes are appended to it
  bool ended_ = false;              // as the loop last saw it
  std::mutex mutex_;
  std::string arrived_;         // bytes read since the last poll
  bool input_ended_ = false;    // the reading thread's news
  InterruptibleThread thread_;  // last: it starts once the rest is ready
};

}  // namespace drawbridge::watch
