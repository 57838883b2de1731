// A DGT LiveChess Cloud tournament followed from its tree of JSON files (lcc_json.h), asked for
// again every poll interval with conditional GETs (net/http_get.h), each file with its own validators:
// the tournament, the index of each round followed, and the game of each board, a finished game
// no more once read. A board whose game file is not there yet (404) is its pairing without moves.
// What they make is handed over as a new body is (url_feed.h), the games in the order of their
// rounds and boards, when it changed; a turn of 304s makes nothing, its games' JSON not read
// again. The requests run on a thread of their own, over one kept connection (net/http_get.h).
//
// Faults (feed_source.h): the first request of a turn that fails, said while it lasts, the file's
// URL in the words; the games stay as they were meanwhile. A 429 waits its Retry-After, at least
// the poll interval.
#pragma once

#include <chrono>
#include <map>
#include <optional>
#include <stop_token>
#include <string>
#include <utility>
#include <vector>

#include "net/http_url.h"
#include "platform/file_watch.h"
#include "watch/feeds/broadcast/lcc_json.h"
#include "watch/feeds/feed_thread.h"
#include "watch/feeds/round_mailbox.h"
#include "watch/feeds/url_feed.h"

namespace drawbridge::watch {

class LccFeed final : public RoundMailbox {
 public:
  // `tree`: the tournament.json URL; `wake`: the loop's watch, woken from the feed's thread.
  LccFeed(net::HttpUrl tree, UrlFeedOptions options, FileWatch& wake);

 private:
  // A file of the tree as last read.
  struct File {
    net::Validators validators;
    std::string body;
    bool found = false;  // not a 404
    bool final = false;  // a game's file that gives its result: not asked for again
  };

  using FollowedRound = std::pair<int, LccRound>;  // its number, its index

  // One turn, its round or fault put in the mailbox; how long to wait before the next.
  std::chrono::seconds hand_over(const std::stop_token& stop);
  // One turn over the tree: the round's PGN, or the first fault and how long to wait after it.
  absl::StatusOr<std::string> turn(const std::stop_token& stop, std::chrono::seconds& wait);
  // The file at `path` (relative to the tree) asked for again, unless final; a 429's wait into `wait`.
  absl::Status fetch(const std::string& path, const std::stop_token& stop, std::chrono::seconds& wait);
  // The round's PGN from the files as last read: each board's game, or its pairing.
  absl::StatusOr<std::string> make(const LccTournament& tournament, const std::vector<FollowedRound>& rounds);
  static std::string game_path(int round, int board);

  const net::HttpUrl tree_;
  const UrlFeedOptions options_;
  std::map<std::string, File> files_;  // by path in the tree: the feed thread's alone, as is last_round_
  std::string last_round_;
  bool changed_ = true;  // a file read anew (or gone) since last_round_ was made from them

  FeedThread thread_;  // last: it starts once the rest is ready, and stops first
};

}  // namespace drawbridge::watch
