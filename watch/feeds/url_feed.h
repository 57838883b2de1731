// A round's PGN at an http or https URL, asked for again every poll interval with a conditional
// GET (net/http_get.h), so that an unchanged round costs a 304. A new body is read as a file rewritten
// in place is read: every game from the start, and the watch replays only the games that changed.
// The requests run on a thread of their own, which wakes the loop when an answer brings news or
// the fault changes; poll() hands over the last of them.
//
// Faults (feed_source.h): the exchange's (net/http_get.h) and the answer's (feed_answer.h), said while
// they last; the games of the last good answer stay as they were meanwhile. A server that asks to
// wait (429, 503 with Retry-After) is asked again only after the wait it names.
#pragma once

#include <chrono>
#include <optional>
#include <stop_token>
#include <string>

#include "net/http_get.h"
#include "net/http_url.h"
#include "platform/file_watch.h"
#include "watch/feeds/feed_thread.h"
#include "watch/feeds/round_mailbox.h"

namespace drawbridge::watch {

// The watch's requests as they name themselves (drawbridge-watch), PGN asked for first.
net::HttpGetOptions pgn_requests();

struct UrlFeedOptions {
  std::chrono::seconds interval{2};  // between two requests
  net::HttpGetOptions http = pgn_requests();
};

class UrlFeed final : public RoundMailbox {
 public:
  // `wake`: the loop's watch, woken from the feed's thread.
  UrlFeed(net::HttpUrl url, UrlFeedOptions options, FileWatch& wake);

 private:
  // One request and what its answer brings; how long to wait before the next.
  std::chrono::seconds ask(const std::stop_token& stop);

  const net::HttpUrl url_;
  const UrlFeedOptions options_;
  net::Validators validators_;  // the feed thread's alone
  std::string last_body_;       // the feed thread's alone
  FeedThread thread_;           // last: it starts once the rest is ready, and stops first
};

}  // namespace drawbridge::watch
