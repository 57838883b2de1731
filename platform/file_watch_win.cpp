#include <algorithm>
#include <condition_variable>
#include <mutex>

#include "platform/file_watch.h"

namespace drawbridge {

// The poll: a wait of at most kPollInterval that wake() ends early.
struct FileWatch::State {
  std::mutex mutex;
  std::condition_variable woken;
  bool wake = false;
};

FileWatch::FileWatch() : state_(std::make_unique<State>()) {}

FileWatch::~FileWatch() = default;

void FileWatch::add(const std::filesystem::path&) {}

void FileWatch::wait(std::chrono::milliseconds longest) {
  std::unique_lock lock(state_->mutex);
  state_->woken.wait_for(lock, std::min(longest, kPollInterval), [&] { return state_->wake; });
  state_->wake = false;
}

void FileWatch::wake() {
  {
    std::lock_guard lock(state_->mutex);
    state_->wake = true;
  }
  state_->woken.notify_one();
}

}  // namespace drawbridge
