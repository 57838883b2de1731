// lichess's round stream (round_stream.h) followed over one long-lived GET (net::HttpClient::stream),
// read as it arrives: no polling. Each piece that changes a game hands over the games it changed,
// each by its place in the round and with the tags read when the stream cut it (round_stream.h),
// and the watch replays only those. The requests run on a thread of their own, which
// wakes the loop.
//
// A stream that drops or ends is reconnected after a capped, jittered exponential backoff
// (reconnect_delay.h), said once as a notice (kAborted, "reconnecting"); a connection that fails
// before its answer is said as a URL's fault is (net/http_get.h), and asked again after the same
// backoff. The first bytes of a new
// connection that read as PGN clear the fault, so that the watch says the feed reads again (lichess
// resends the round's games at once; a round not started yet sends nothing), and what it resends
// repeats no alert. A 429 waits its Retry-After and at least `too_many_minimum` (lichess's full
// minute). A stream that starts as anything but PGN (an HTML page) is an error, and is asked again
// after the backoff.
#pragma once

#include <chrono>
#include <optional>
#include <random>
#include <stop_token>
#include <string>

#include "net/http_url.h"
#include "platform/file_watch.h"
#include "watch/feeds/broadcast/reconnect_delay.h"
#include "watch/feeds/broadcast/round_stream.h"
#include "watch/feeds/feed_thread.h"
#include "watch/feeds/round_mailbox.h"
#include "watch/feeds/url_feed.h"

namespace drawbridge::watch {

struct StreamTiming {
  Backoff backoff;
  std::chrono::seconds too_many_minimum{60};  // the least wait after a 429 (lichess's rule)
};

class StreamFeed final : public RoundMailbox {
 public:
  // `options`: its http ones; `wake`: the loop's watch, woken from the feed's thread.
  StreamFeed(net::HttpUrl url, const UrlFeedOptions& options, FileWatch& wake, StreamTiming timing = {});

 private:
  // One connection, read until it ends; how long to wait before the next.
  std::chrono::milliseconds connect(const std::stop_token& stop);
  // A piece of the stream; false ends the connection.
  bool piece(std::string_view bytes);

  const net::HttpUrl url_;
  const StreamTiming timing_;
  RoundStream stream_;        // the feed thread's alone, as are the members after it
  absl::Status piece_fault_;  // what the pieces of this connection found wrong
  bool first_piece_ = true;   // no byte of this connection read yet
  bool connected_ = false;    // this connection's header said 200
  int attempt_ = 0;           // reconnections since the last good one
  std::minstd_rand jitter_{std::random_device{}()};

  FeedThread thread_;  // last: it starts once the rest is ready, and stops first
};

}  // namespace drawbridge::watch
