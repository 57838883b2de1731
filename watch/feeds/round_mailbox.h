// What a network feed's own thread hands to the watch loop: the whole round's games when it has
// changed, and the fault of the feed's last exchange. The feed's thread puts; the loop takes, on
// its own thread, from FeedSource::poll. A put that brings a round or changes the fault wakes the
// loop's watch; one that changes nothing does not, so an unchanged round costs the loop nothing.
// The feed's thread also sleeps here between exchanges, so that a stop wakes it at once.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "pgn/pgn_follower.h"
#include "platform/file_watch.h"

namespace drawbridge::watch {

class RoundMailbox {
 public:
  // `wake`: the loop's watch.
  explicit RoundMailbox(FileWatch& wake) : wake_(wake) {}

  // From the feed's thread: the last exchange's fault (OK when it went well), and the round's
  // text when it has changed, cut into games here, once, as a file rewritten in place is read
  // (every game from the start).
  void put(absl::Status fault, std::optional<std::string> round);
  // The same with the round already cut into games (round_stream.h), each read as it came.
  void put_games(absl::Status fault, std::optional<pgn::FollowUpdate> round);

  // From the loop: the fault while it lasts; else the round put last, once; else no change.
  absl::StatusOr<pgn::FollowUpdate> take();

  // From the feed's thread: until `wait` has passed or a stop is asked.
  void sleep(const std::stop_token& stop, std::chrono::milliseconds wait);

 private:
  FileWatch& wake_;
  std::mutex mutex_;
  std::condition_variable_any asleep_;
  absl::Status fault_;
  std::optional<pgn::FollowUpdate> round_;  // put, not yet taken
};

}  // namespace drawbridge::watch
