#include "watch/feeds/feed_thread.h"

#include <utility>

namespace drawbridge::watch {

FeedThread::FeedThread(const net::HttpGetOptions& http, RoundMailbox& feed, Turn turn)
    : client_(http), feed_(feed), turn_(std::move(turn)), thread_([this](const std::stop_token& stop) {
        while (!stop.stop_requested()) feed_.sleep(stop, turn_(stop));
      }) {}

}  // namespace drawbridge::watch
