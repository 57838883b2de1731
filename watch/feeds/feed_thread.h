// The thread a network feed (url_feed.h, broadcast/) asks its server on, and what it needs there:
// its HTTP client (net/http_get.h), the thread's alone, and the mailbox its rounds and faults go
// to the loop through (round_mailbox.h). The thread takes the feed's turns one after another,
// each saying how long to wait before the next; a stop wakes it at once. A feed declares its
// FeedThread last among its members: it starts once the rest is ready, and stops first.
#pragma once

#include <chrono>
#include <functional>
#include <stop_token>
#include <thread>

#include "net/http_get.h"
#include "platform/file_watch.h"
#include "watch/feeds/round_mailbox.h"

namespace drawbridge::watch {

class FeedThread {
 public:
  // One exchange with the server (or one connection), what it brings put in the mailbox; the
  // wait before the next.
  using Turn = std::function<std::chrono::milliseconds(const std::stop_token&)>;

  // `wake`: the loop's watch, woken from the feed's thread.
  FeedThread(const net::HttpGetOptions& http, FileWatch& wake, Turn turn);

  net::HttpClient& client() { return client_; }  // from the feed's thread alone
  RoundMailbox& mailbox() { return mailbox_; }

 private:
  net::HttpClient client_;
  RoundMailbox mailbox_;
  Turn turn_;
  std::jthread thread_;  // last: it starts once the rest is ready, and stops first
};

}  // namespace drawbridge::watch
