#include "watch/watch_loop.h"

#include <filesystem>
#include <map>
#include <memory>
#include <system_error>

#include "platform/file_path.h"
#include "platform/file_watch.h"
#include "watch/feed_watch.h"
#include "watch/feeds/broadcast/url_source.h"
#include "watch/feeds/feed_folder.h"
#include "watch/feeds/file_feed.h"
#include "watch/feeds/stdin_feed.h"

namespace drawbridge::watch {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// The longest wait between two looks at every feed, for the stale feeds and for changes that the
// platform does not tell.
constexpr std::chrono::milliseconds kLongestWait{1000};

class Watch {
 public:
  Watch(const WatchOptions& options, WatchSink& out) : options_(options), out_(out) {
    for (const std::string& path : options.paths) {
      std::error_code error;
      if (path == "-") {
        stdin_ = watch_feed(path, std::make_unique<StdinFeed>(file_watch_));
      } else if (fs::is_directory(file_path(path), error)) {
        folders_.emplace_back(path);
        file_watch_.add(file_path(path));
      } else {
        add_file(path);
      }
    }
    for (const net::HttpUrl& url : options.urls) {
      feeds_.try_emplace(url.shown, watch_feed(url.shown, url_source(url, options.url_options, file_watch_)));
    }
  }

  void run() {
    for (;;) {
      const Clock::time_point now = Clock::now();
      look_in_folders();
      for (auto& [name, feed] : feeds_) poll(*feed, now);
      // The standard input is read last; when it is the only feed, its end ends the watch.
      if (stdin_) {
        poll(*stdin_, now);
        if (stdin_->ended() && feeds_.empty() && folders_.empty()) return;
      }
      file_watch_.wait(kLongestWait);
    }
  }

 private:
  std::unique_ptr<FeedWatch> watch_feed(const std::string& name, std::unique_ptr<FeedSource> source) {
    return std::make_unique<FeedWatch>(name, std::move(source), options_.rules, options_.stale, out_);
  }

  void add_file(const std::string& path) {
    if (feeds_.contains(path)) return;
    feeds_.emplace(path, watch_feed(path, std::make_unique<FileFeed>(file_path(path))));
    file_watch_.add(file_path(path));
  }

  void look_in_folders() {
    for (const FeedFolder& folder : folders_) {
      for (const std::string& file : folder.pgn_files()) add_file(file);
    }
  }

  static void poll(FeedWatch& feed, Clock::time_point now) {
    feed.poll(now);
    feed.check_time(now);
  }

  const WatchOptions& options_;
  WatchSink& out_;
  FileWatch file_watch_;
  std::vector<FeedFolder> folders_;
  // The files and URLs, by name: each turn reads them in this order.
  std::map<std::string, std::unique_ptr<FeedWatch>> feeds_;
  std::unique_ptr<FeedWatch> stdin_;
};

}  // namespace

void run_watch(const WatchOptions& options, WatchSink& out) { Watch(options, out).run(); }

}  // namespace drawbridge::watch
