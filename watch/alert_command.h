// --on-alert COMMAND: the arbiter's own command run once per alert, the alert's JSON line
// (watch_json.h) on its stdin, on a thread of its own so that a slow command (a push to a phone)
// never holds the watch up. Alerts wait their turn in order; past kMaxWaiting the newest are dropped with a message on
// stderr. The command's stdout goes to stderr, which keeps stdout the watch's JSON lines.
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "watch/watch_sink.h"

namespace drawbridge::watch {

class AlertCommand final : public WatchSink {
 public:
  static constexpr std::size_t kMaxWaiting = 1000;
  // A command still running this long after it closed its stdout is killed.
  static constexpr std::chrono::seconds kLongestRun{60};

  // `words`: user_command_words() of the command line.
  explicit AlertCommand(std::vector<std::string> words);
  // Runs the alerts still waiting, then returns.
  ~AlertCommand() override;

  void publish(const WatchItem& item) override;

 private:
  void work();
  void run_once(const std::string& json_line);

  std::vector<std::string> words_;
  std::mutex mutex_;
  std::condition_variable waiting_;
  std::deque<std::string> queue_;
  bool stopping_ = false;
  std::thread thread_;  // last: it starts once the rest is ready
};

}  // namespace drawbridge::watch
