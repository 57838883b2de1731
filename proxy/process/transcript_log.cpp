#include "proxy/process/transcript_log.h"

#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "proxy/process/fd_io.h"

namespace drawbridge {
namespace {

constexpr std::chrono::milliseconds kFlushInterval{50};
// A flooding engine fills this much in well under the flush interval: the writer is woken
// early, so that its buffers stay small enough to be reused from cache instead of growing
// into fresh pages (page faults cost a flood more than the copies do).
constexpr std::size_t kWakeBytes = 256 << 10;
// A disk slower than the engine holds the relay back rather than let the queue grow without bound.
constexpr std::size_t kMaxQueuedBytes = 64 << 20;

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

// The errno of a failed write, or 0.
int write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return errno;
    if (n == 0) return EIO;
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return 0;
}

// A line relayed unchanged is logged once, as "engine>gui" or "gui>engine".
std::string relayed_tag(Direction in, Direction out) {
  return std::string(direction_tag(in)).append(direction_tag(out).substr(1));
}

// The civil date from std::chrono rather than gmtime_r, which Windows lacks.
std::string log_stamp(timespec when) {
  using namespace std::chrono;
  const sys_seconds seconds{std::chrono::seconds(when.tv_sec)};
  const sys_days day = floor<days>(seconds);
  const year_month_day date(day);
  const hh_mm_ss time(seconds - day);
  return absl::StrFormat("%04d-%02u-%02uT%02d:%02d:%02d.%06dZ ", static_cast<int>(date.year()),
                         static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()),
                         static_cast<int>(time.hours().count()), static_cast<int>(time.minutes().count()),
                         static_cast<int>(time.seconds().count()), static_cast<int>(when.tv_nsec / 1000));
}

std::string log_line_prefix(timespec when, Direction direction) {
  return log_stamp(when).append(direction_tag(direction)).append(" ");
}

}  // namespace

void append_log_line(std::string& out, timespec when, Direction direction, std::string_view line) {
  out.append(log_line_prefix(when, direction)).append(line).append("\n");
}

absl::StatusOr<std::unique_ptr<TranscriptLog>> TranscriptLog::open(const std::string& path) {
  UniqueFd fd(open_for_append(path));
  if (!fd.valid()) {
    return absl::InvalidArgumentError(absl::StrCat("cannot open log file ", path, ": ", std::strerror(errno)));
  }
  return std::unique_ptr<TranscriptLog>(new TranscriptLog(std::move(fd), path));
}

TranscriptLog::TranscriptLog(UniqueFd fd, std::string path)
    : fd_(std::move(fd)), path_(std::move(path)), writer_([this] { write_loop(); }) {}

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
  std::unique_lock lock(mutex_);
  drained_.wait(lock, [this] { return queue_.bytes.size() < kMaxQueuedBytes || closing_; });
  const bool was_below = queue_.bytes.size() < kWakeBytes;
  queue_.entries.push_back({when, direction, relayed_as, queue_.bytes.size(), bytes.size()});
  queue_.bytes.append(bytes);
  if (was_below && queue_.bytes.size() >= kWakeBytes) wake_.notify_one();
}

void TranscriptLog::write_loop() {
  Batch batch;
  std::string buffer;
  for (bool closing = false; !closing;) {
    {
      std::unique_lock lock(mutex_);
      // Waking per line would cost the relay a context switch per line on a busy machine.
      wake_.wait_for(lock, kFlushInterval, [this] { return closing_ || queue_.bytes.size() >= kWakeBytes; });
      closing = closing_;
      std::swap(batch, queue_);
    }
    drained_.notify_all();
    write_batch(batch, buffer);
    batch.bytes.clear();
    batch.entries.clear();
  }
}

void TranscriptLog::write_batch(const Batch& batch, std::string& buffer) {
  buffer.clear();
  for (const Entry& entry : batch.entries) {
    // Formatted once per entry: all lines of one read share their time stamp.
    const std::string prefix =
        entry.relayed_as ? log_stamp(entry.when).append(relayed_tag(entry.direction, *entry.relayed_as)).append(" ")
                         : log_line_prefix(entry.when, entry.direction);
    std::string_view rest = std::string_view(batch.bytes).substr(entry.offset, entry.size);
    while (!rest.empty()) {
      const std::size_t end = rest.find('\n');
      buffer.append(prefix).append(rest.substr(0, end)).append("\n");
      rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
    }
  }
  const int error = write_all(fd_.get(), buffer);
  if (error != 0 && !write_failed_) {
    // A full disk must not take the relay down with it: said once, and the relay goes on.
    write_failed_ = true;
    std::fprintf(stderr, "drawbridge: cannot write log file %s: %s; the transcript is incomplete from here on\n",
                 path_.c_str(), std::strerror(error));
  }
}

}  // namespace drawbridge
