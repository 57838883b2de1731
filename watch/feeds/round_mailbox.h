// What a network feed's own thread hands to the watch loop: the round's games when they have
// changed, and the fault of the feed's last exchange. The feed's thread puts; the loop polls, on
// its own thread: a network feed (url_feed.h, broadcast/) is a RoundMailbox, the FeedSource the
// loop reads. A put that brings games or changes the fault wakes the loop's watch; one that
// changes nothing does not, so an unchanged round costs the loop nothing. Games put while the
// loop has not polled wait together: a whole round replaces what waits, and changed games
// (round_stream.h) take their places in it. The feed's thread also sleeps here between
// exchanges, so that a stop wakes it at once.
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
#include "watch/feeds/feed_source.h"

namespace drawbridge::watch {

class RoundMailbox : public FeedSource {
 public:
  // `wake`: the loop's watch.
  explicit RoundMailbox(FileWatch& wake) : wake_(wake) {}

  // From the feed's thread: the last exchange's fault (OK when it went well), and the round's
  // text when it has changed, cut into games here, once, as a file rewritten in place is read
  // (every game from the start).
  void put(absl::Status fault, std::optional<std::string> round);
  // The same with the games already cut: the whole round (`from_start`), or the games that
  // changed, each by its place in the round (round_stream.h).
  void put_games(absl::Status fault, std::optional<pgn::FollowUpdate> games);

  // From the loop: the fault while it lasts; else the games put since the last poll, once; else
  // no change.
  absl::Status poll(pgn::FollowUpdate& update) override;

  // From the feed's thread: until `wait` has passed or a stop is asked.
  void sleep(const std::stop_token& stop, std::chrono::milliseconds wait);

 private:
  // Adds `games` to those waiting for the loop.
  void wait_with(pgn::FollowUpdate games);

  FileWatch& wake_;
  std::mutex mutex_;
  std::condition_variable_any asleep_;
  absl::Status fault_;
  std::optional<pgn::FollowUpdate> games_;  // put, not yet polled
};

}  // namespace drawbridge::watch
