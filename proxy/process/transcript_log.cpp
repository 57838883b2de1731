#include "proxy/process/transcript_log.h"

#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "platform/fd_io.h"
#include "platform/file_path.h"

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

// Calendar arithmetic and digits by hand: gmtime_r takes a lock, and the stamp is written on
// the relay thread once per read.
void append_stamp(std::string& out, timespec when) {
  using namespace std::chrono;
  const sys_seconds at{seconds{when.tv_sec}};
  const sys_days day = floor<days>(at);
  const year_month_day date{day};
  const hh_mm_ss time{at - day};
  char text[] = "YYYY-MM-DDTHH:MM:SS.uuuuuuZ";
  const auto put = [&text](int from, long value, int width) {
    for (int i = from + width - 1; i >= from; --i, value /= 10) text[i] = static_cast<char>('0' + value % 10);
  };
  put(0, static_cast<int>(date.year()), 4);
  put(5, static_cast<unsigned>(date.month()), 2);
  put(8, static_cast<unsigned>(date.day()), 2);
  put(11, time.hours().count(), 2);
  put(14, time.minutes().count(), 2);
  put(17, time.seconds().count(), 2);
  put(20, when.tv_nsec / 1000, 6);
  out.append(text, sizeof text - 1);
}

}  // namespace

void append_log_entry(std::string& out, timespec when, Direction direction, std::optional<Direction> relayed_as,
                      std::string_view bytes) {
  const bool unterminated = !bytes.empty() && bytes.back() != '\n';
  out.append("@ ");
  append_stamp(out, when);
  // A line relayed unchanged is logged once, as "engine>gui" or "gui>engine".
  out.append(" ").append(direction_tag(direction));
  if (relayed_as) out.append(direction_tag(*relayed_as).substr(1));
  absl::StrAppend(&out, " ", bytes.size() + (unterminated ? 1 : 0), "\n");
  out.append(bytes);
  if (unterminated) out.append("\n");
}

absl::StatusOr<std::unique_ptr<TranscriptLog>> TranscriptLog::open(const std::string& path) {
  UniqueFd fd(open_for_append(file_path(path)));
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

// The entry goes into the queue as the transcript's text: the writer has only to write it, and
// the bytes of a read are copied once, not scanned.
void TranscriptLog::add(Direction direction, std::optional<Direction> relayed_as, std::string_view bytes) {
  if (bytes.empty()) return;
  timespec when;
  clock_gettime(CLOCK_REALTIME, &when);
  std::unique_lock lock(mutex_);
  drained_.wait(lock, [this] { return queue_.size() < kMaxQueuedBytes || closing_; });
  const bool was_below = queue_.size() < kWakeBytes;
  append_log_entry(queue_, when, direction, relayed_as, bytes);
  if (was_below && queue_.size() >= kWakeBytes) wake_.notify_one();
}

void TranscriptLog::write_loop() {
  std::string batch;
  for (bool closing = false; !closing;) {
    {
      std::unique_lock lock(mutex_);
      // Waking per line would cost the relay a context switch per line on a busy machine.
      wake_.wait_for(lock, kFlushInterval, [this] { return closing_ || queue_.size() >= kWakeBytes; });
      closing = closing_;
      std::swap(batch, queue_);
    }
    drained_.notify_all();
    write_batch(batch);
    batch.clear();
  }
}

void TranscriptLog::write_batch(const std::string& batch) {
  const int error = write_all(fd_.get(), batch);
  if (error != 0 && !write_failed_) {
    // A full disk must not take the relay down with it: said once, and the relay goes on.
    write_failed_ = true;
    std::fprintf(stderr, "drawbridge: cannot write log file %s: %s; the transcript is incomplete from here on\n",
                 path_.c_str(), std::strerror(error));
  }
}

}  // namespace drawbridge
