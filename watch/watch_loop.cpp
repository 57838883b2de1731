#include "watch/watch_loop.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <system_error>

#include "absl/strings/ascii.h"
#include "platform/fd_io.h"
#include "platform/file_path.h"
#include "platform/file_watch.h"
#include "platform/interruptible_thread.h"
#include "watch/feed_watch.h"

namespace drawbridge::watch {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// The longest wait between two looks at every feed, for the stale feeds and for changes that the
// platform does not tell.
constexpr std::chrono::milliseconds kLongestWait{1000};

// The standard input, read on a thread of its own: the bytes that arrived, handed to the loop.
class StdinReader {
 public:
  explicit StdinReader(FileWatch& watch)
      : watch_(watch), thread_([this](const std::atomic<bool>& stop) { read(stop); }) {}

  // The bytes since the last call; whether the input has ended.
  bool take(std::string& bytes) {
    std::lock_guard lock(mutex_);
    bytes.swap(bytes_);
    bytes_.clear();
    return ended_;
  }

 private:
  void read(const std::atomic<bool>& stop) {
    char buffer[1 << 16];
    while (!stop) {
      const ssize_t n = read_some(0, buffer, sizeof buffer);
      if (n < 0 && errno == EINTR) continue;
      std::lock_guard lock(mutex_);
      if (n <= 0) {
        ended_ = true;
      } else {
        bytes_.append(buffer, static_cast<std::size_t>(n));
      }
      watch_.wake();
      if (ended_) return;
    }
  }

  FileWatch& watch_;
  std::mutex mutex_;
  std::string bytes_;
  bool ended_ = false;
  InterruptibleThread thread_;  // last: it starts once the rest is ready
};

bool is_pgn_file(const fs::path& path) { return absl::AsciiStrToLower(path.extension().string()) == ".pgn"; }

class Watch {
 public:
  Watch(const WatchOptions& options, WatchSink& out) : options_(options), out_(out) {
    for (const std::string& path : options.paths) {
      std::error_code error;
      if (path == "-") {
        stdin_feed_ = std::make_unique<FeedWatch>("-", options.rules, options.stale, out);
      } else if (fs::is_directory(file_path(path), error)) {
        folders_.push_back(path);
        file_watch_.add(file_path(path));
      } else {
        add_file(path);
      }
    }
    if (stdin_feed_) stdin_ = std::make_unique<StdinReader>(file_watch_);
  }

  void run() {
    for (;;) {
      const Clock::time_point now = Clock::now();
      look_in_folders();
      for (auto& [name, feed] : files_) {
        feed->poll(now);
        feed->check_time(now);
      }
      if (stdin_feed_ && !read_stdin(now)) return;
      file_watch_.wait(kLongestWait);
    }
  }

 private:
  void add_file(const std::string& path) {
    if (files_.contains(path)) return;
    files_.emplace(path, std::make_unique<FeedWatch>(path, options_.rules, options_.stale, out_));
    file_watch_.add(file_path(path));
  }

  void look_in_folders() {
    for (const std::string& folder : folders_) {
      std::error_code error;
      for (fs::directory_iterator it(file_path(folder), error), end; !error && it != end; it.increment(error)) {
        if (is_pgn_file(it->path()) && !it->is_directory(error)) add_file(path_text(it->path()));
      }
    }
  }

  // Whether the watch goes on: not when the standard input ended and is the only feed.
  bool read_stdin(Clock::time_point now) {
    std::string bytes;
    const bool ended = stdin_->take(bytes);
    if (!bytes.empty()) stdin_feed_->take(bytes, now);
    stdin_feed_->check_time(now);
    return !ended || !files_.empty() || !folders_.empty();
  }

  const WatchOptions& options_;
  WatchSink& out_;
  FileWatch file_watch_;
  std::vector<std::string> folders_;
  std::map<std::string, std::unique_ptr<FeedWatch>> files_;
  std::unique_ptr<FeedWatch> stdin_feed_;
  std::unique_ptr<StdinReader> stdin_;
};

}  // namespace

void run_watch(const WatchOptions& options, WatchSink& out) { Watch(options, out).run(); }

}  // namespace drawbridge::watch
