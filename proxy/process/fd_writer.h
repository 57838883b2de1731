// Writes whole batches of lines to one file descriptor. Two threads (and the shutdown path)
// write to the GUI, so every write holds a lock: lines never interleave mid-line.
#pragma once

#include <atomic>
#include <chrono>
#include <mutex>
#include <string_view>

#include "absl/status/status.h"

namespace drawbridge {

class FdWriter {
 public:
  explicit FdWriter(int fd) : fd_(fd) {}

  // Writes all of `bytes`, retrying short writes. Fails for good once the reader is gone.
  absl::Status write(std::string_view bytes);
  // Writes `first` then `second` with one system call where the pipe allows.
  absl::Status write(std::string_view first, std::string_view second);

  // Like write(), but gives up if another writer holds the lock for longer than `patience`
  // (a writer blocked on a stalled reader must not block shutdown).
  absl::Status write_within(std::string_view bytes, std::chrono::milliseconds patience);

  // From now on a write blocked on a reader that has taken nothing for `stall` gives up when
  // its thread is interrupted (see InterruptibleThread): at shutdown, a stalled GUI must not
  // hold drawbridge, while a slow one still gets every byte.
  void abandon_when_stalled(std::chrono::milliseconds stall) {
    stall_limit_ = stall.count();
    abandoned_ = true;
  }
  // When the reader last took bytes.
  std::chrono::steady_clock::time_point last_progress() const;

 private:
  absl::Status write_locked(std::string_view first, std::string_view second = {});
  bool stalled() const;

  std::timed_mutex mutex_;
  int fd_;
  bool broken_ = false;
  std::atomic<bool> abandoned_{false};
  std::atomic<std::chrono::milliseconds::rep> stall_limit_{0};
  std::atomic<std::chrono::steady_clock::rep> progress_at_{0};
};

}  // namespace drawbridge
