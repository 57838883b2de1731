#include "proxy/process/transcript_log.h"

#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace drawbridge {
namespace {

constexpr std::chrono::milliseconds kFlushInterval{50};

std::string_view direction_tag(Direction direction) {
  switch (direction) {
    case Direction::kFromGui: return "gui>";
    case Direction::kToEngine: return ">engine";
    case Direction::kFromEngine: return "engine>";
    case Direction::kToGui: return ">gui";
    case Direction::kNote: return "note";
  }
  return "?";
}

void write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;  // a full disk must not take the relay down with it
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
}

}  // namespace

std::string log_line_prefix(timespec when, Direction direction) {
  tm utc{};
  gmtime_r(&when.tv_sec, &utc);
  std::string prefix =
      absl::StrFormat("%04d-%02d-%02dT%02d:%02d:%02d.%06dZ ", utc.tm_year + 1900, utc.tm_mon + 1, utc.tm_mday,
                      utc.tm_hour, utc.tm_min, utc.tm_sec, static_cast<int>(when.tv_nsec / 1000));
  return prefix.append(direction_tag(direction)).append(" ");
}

void append_log_line(std::string& out, timespec when, Direction direction, std::string_view line) {
  out.append(log_line_prefix(when, direction)).append(line).append("\n");
}

absl::StatusOr<std::unique_ptr<TranscriptLog>> TranscriptLog::open(const std::string& path) {
  UniqueFd fd(::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644));
  if (!fd.valid()) {
    return absl::InvalidArgumentError(absl::StrCat("cannot open log file ", path, ": ", std::strerror(errno)));
  }
  return std::unique_ptr<TranscriptLog>(new TranscriptLog(std::move(fd)));
}

TranscriptLog::TranscriptLog(UniqueFd fd) : fd_(std::move(fd)), writer_([this] { write_loop(); }) {}

TranscriptLog::~TranscriptLog() {
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
  }
  wake_.notify_one();
  writer_.join();
}

void TranscriptLog::record(Direction direction, std::string_view bytes) { add(direction, std::nullopt, bytes); }

void TranscriptLog::record_relayed(Direction in, Direction out, std::string_view bytes) { add(in, out, bytes); }

void TranscriptLog::add(Direction direction, std::optional<Direction> relayed_as, std::string_view bytes) {
  timespec when;
  clock_gettime(CLOCK_REALTIME, &when);
  std::lock_guard lock(mutex_);
  queue_.entries.push_back({when, direction, relayed_as, queue_.bytes.size(), bytes.size()});
  queue_.bytes.append(bytes);
}

void TranscriptLog::write_loop() {
  // Lowest priority: the log waits for an idle CPU rather than slow the relay threads.
  sched_param idle{};
  pthread_setschedparam(pthread_self(), SCHED_IDLE, &idle);
  Batch batch;
  std::string buffer;
  for (bool closing = false; !closing;) {
    {
      std::unique_lock lock(mutex_);
      // Waking per line would cost the relay a context switch per line on a busy machine.
      wake_.wait_for(lock, kFlushInterval, [this] { return closing_; });
      closing = closing_;
      std::swap(batch, queue_);
    }
    write_batch(batch, buffer);
    batch.bytes.clear();
    batch.entries.clear();
  }
}

void TranscriptLog::write_batch(const Batch& batch, std::string& buffer) {
  buffer.clear();
  for (const Entry& entry : batch.entries) {
    // Formatted once per entry: all lines of one read share their time stamp.
    const std::string prefix = log_line_prefix(entry.when, entry.direction);
    const std::string relayed_prefix =
        entry.relayed_as ? log_line_prefix(entry.when, *entry.relayed_as) : std::string();
    std::string_view rest = std::string_view(batch.bytes).substr(entry.offset, entry.size);
    while (!rest.empty()) {
      const std::size_t end = rest.find('\n');
      const std::string_view line = rest.substr(0, end);
      buffer.append(prefix).append(line).append("\n");
      if (entry.relayed_as) buffer.append(relayed_prefix).append(line).append("\n");
      rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
    }
  }
  write_all(fd_.get(), buffer);
}

}  // namespace drawbridge
