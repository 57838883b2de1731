#include "watch/feeds/stdin_feed.h"

#include <cerrno>

#include "platform/fd_io.h"

namespace drawbridge::watch {

StdinFeed::StdinFeed(FileWatch& wake) : wake_(wake), thread_([this](const std::atomic<bool>& stop) { read(stop); }) {}

absl::Status StdinFeed::poll(pgn::FollowUpdate& update) {
  std::string bytes;
  {
    std::lock_guard lock(mutex_);
    bytes.swap(arrived_);
    ended_ = input_ended_;
  }
  follower_.append(bytes, update);
  return absl::OkStatus();
}

void StdinFeed::read(const std::atomic<bool>& stop) {
  char buffer[1 << 16];
  while (!stop) {
    const ssize_t n = read_some(0, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    std::lock_guard lock(mutex_);
    if (n <= 0) {
      input_ended_ = true;
    } else {
      arrived_.append(buffer, static_cast<std::size_t>(n));
    }
    wake_.wake();
    if (input_ended_) return;
  }
}

}  // namespace drawbridge::watch
