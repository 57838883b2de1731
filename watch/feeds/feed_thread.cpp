#include "watch/feeds/feed_thread.h"

#include <utility>

namespace drawbridge::watch {

FeedThread::FeedThread(const net::HttpGetOptions& http, FileWatch& wake, Turn turn)
    : client_(http), mailbox_(wake), turn_(std::move(turn)), thread_([this](const std::stop_token& stop) {
        while (!stop.stop_requested()) mailbox_.sleep(stop, turn_(stop));
      }) {}

}  // namespace drawbridge::watch
