#include "proxy/process/fd_writer.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "platform/fd_io.h"

namespace drawbridge {
namespace {

constexpr std::size_t kSlice = 256 << 10;

}  // namespace

absl::Status FdWriter::write(std::string_view bytes) {
  std::lock_guard lock(mutex_);
  return write_locked(bytes);
}

absl::Status FdWriter::write(std::string_view first, std::string_view second) {
  std::lock_guard lock(mutex_);
  return write_locked(first, second);
}

absl::Status FdWriter::write_within(std::string_view bytes, std::chrono::milliseconds patience) {
  std::unique_lock lock(mutex_, std::defer_lock);
  // Against the system clock: libstdc++ waits for a steady-clock deadline in
  // pthread_mutex_clocklock, which ThreadSanitizer does not see (it then reports the unlock as
  // an unlock of an unlocked mutex); this is a shutdown's patience, not a measurement.
  if (!lock.try_lock_until(std::chrono::system_clock::now() + patience)) {
    return absl::DeadlineExceededError("writer is blocked");
  }
  return write_locked(bytes);
}

std::chrono::steady_clock::time_point FdWriter::last_progress() const {
  return std::chrono::steady_clock::time_point(std::chrono::steady_clock::duration(progress_at_.load()));
}

bool FdWriter::stalled() const {
  return abandoned_ &&
         std::chrono::steady_clock::now() - last_progress() >= std::chrono::milliseconds(stall_limit_.load());
}

absl::Status FdWriter::write_locked(std::string_view first, std::string_view second) {
  if (broken_) return absl::FailedPreconditionError("the reader is gone");
  while (!first.empty() || !second.empty()) {
    // At most kSlice per call, so that the progress of a huge write is seen as it happens.
    const std::size_t first_part = std::min(first.size(), kSlice);
    const std::size_t second_part = std::min(second.size(), kSlice - first_part);
    const ssize_t n = write_some(fd_, first.substr(0, first_part), second.substr(0, second_part));
    if (n < 0) {
      if (errno == EINTR && !stalled()) continue;
      broken_ = true;
      return absl::UnavailableError(absl::StrCat("write failed: ", std::strerror(errno)));
    }
    progress_at_ = std::chrono::steady_clock::now().time_since_epoch().count();
    auto written = static_cast<std::size_t>(n);
    const std::size_t from_first = std::min(written, first.size());
    first.remove_prefix(from_first);
    second.remove_prefix(written - from_first);
  }
  return absl::OkStatus();
}

}  // namespace drawbridge
