// The watch itself: every feed of the command line followed (files, folders of *.pgn files, the
// standard input as "-", http and https URLs), read again soon after it changes
// (platform/file_watch.h; a URL's own thread wakes the loop), and what each change causes said to
// the sink, on this one thread. A folder is looked at again each time for files that appear in it.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "net/http_url.h"
#include "watch/feeds/url_feed.h"
#include "watch/game/game_watch.h"
#include "watch/watch_sink.h"

namespace drawbridge::watch {

struct WatchOptions {
  WatchRules rules;
  std::vector<std::string> paths;  // as the command line names them; "-" the standard input
  std::vector<net::HttpUrl> urls;  // the command line's URLs
  UrlFeedOptions url_options;
  std::optional<std::chrono::milliseconds> stale;  // a feed without a change this long is stale
};

// Runs until the standard input ends when it is the only feed, else until the process is ended.
void run_watch(const WatchOptions& options, WatchSink& out);

}  // namespace drawbridge::watch
