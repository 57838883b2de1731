#include "watch/alert_command.h"

#include <cerrno>
#include <cstdio>
#include <string_view>

#include "platform/fd_io.h"
#include "platform/process/child_process.h"
#include "platform/user_command.h"
#include "watch/watch_json.h"

namespace drawbridge::watch {
namespace {

constexpr char kWho[] = "drawbridge watch: --on-alert";

bool write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = write_some(fd, bytes, {});
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

}  // namespace

AlertCommand::AlertCommand(std::vector<std::string> words) : words_(std::move(words)), thread_([this] { work(); }) {
  survive_broken_pipes();
}

AlertCommand::~AlertCommand() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  waiting_.notify_one();
  thread_.join();
}

void AlertCommand::publish(const WatchItem& item) {
  const AlertItem* alert = std::get_if<AlertItem>(&item);
  if (alert == nullptr) return;
  {
    std::lock_guard lock(mutex_);
    if (queue_.size() >= kMaxWaiting) {
      std::fprintf(stderr, "%s: %zu alerts wait for the command already; this one is dropped\n", kWho, queue_.size());
      return;
    }
    queue_.push_back(item_json(*alert));
  }
  waiting_.notify_one();
}

void AlertCommand::work() {
  std::unique_lock lock(mutex_);
  for (;;) {
    waiting_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
    if (queue_.empty()) return;
    const std::string line = std::move(queue_.front());
    queue_.pop_front();
    lock.unlock();
    run_once(line);
    lock.lock();
  }
}

void AlertCommand::run_once(const std::string& json_line) {
  absl::StatusOr<std::unique_ptr<ChildProcess>> child = ChildProcess::start(words_);
  if (!child.ok()) {
    std::fprintf(stderr, "%s: %s\n", kWho, std::string(child.status().message()).c_str());
    return;
  }
  // A command that does not read its input is no error: it has the alert all the same.
  (void)write_all((*child)->stdin_fd(), json_line + "\n");
  (*child)->close_stdin();
  char buffer[4096];
  for (;;) {
    const ssize_t n = read_some((*child)->stdout_fd(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    std::fwrite(buffer, 1, static_cast<std::size_t>(n), stderr);
  }
  if (!(*child)->wait_for(kLongestRun)) {
    std::fprintf(stderr, "%s: the command ran longer than %llds and was stopped\n", kWho,
                 static_cast<long long>(kLongestRun.count()));
    (*child)->kill();
  }
}

}  // namespace drawbridge::watch
