// The thread a network feed (url_feed.h, broadcast/) asks its server on, with its HTTP client
// (net/http_get.h), the thread's alone; the feed is the mailbox its rounds and faults go to the
// loop through (round_mailbox.h), where the thread sleeps between turns. The thread takes the feed's turns one after
// another, each saying how long to wait before the next; a stop wakes it at once. A feed declares its FeedThread last
// among its members: it starts once the rest is ready, and stops first.
#pragma once

#include <chrono>
#include <functional>
#include <stop_token>
#include <thread>

#include "net/http_get.h"
#include "watch/feeds/round_mailbox.h"

namespace drawbridge::watch {

class FeedThread {
 public:
  // One exchange with the server (or one connection), what it brings put in the mailbox; the
  // wait before the next.
  using Turn = std::function<std::chrono::milliseconds(const std::stop_token&)>;

  // `feed`: the feed itself, its mailbox.
  FeedThread(const net::HttpGetOptions& http, RoundMailbox& feed, Turn turn);

  net::HttpClient& client() { return client_; }  // from the feed's thread alone

 private:
  net::HttpClient client_;
  RoundMailbox& feed_;
  Turn turn_;
  std::jthread thread_;  // last: it starts once the rest is ready, and stops first
};

}  // namespace drawbridge::watch
