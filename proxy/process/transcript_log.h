// The --log transcript: every byte in each of the four directions plus lifecycle notes. Each
// read is written as one head line, its time stamp to the microsecond, its direction and how
// many bytes follow, and then those bytes as they came (doc/transcript.md): a flood's lines
// cost the disk their own bytes and little more. The relay threads only append a read to a
// queue, head line and all; disk writes happen on the log's own thread, so a slow disk never
// delays a line on its way to the GUI or the engine. That thread wakes on a timer, not per
// line (or early, when a flood fills a quarter megabyte). Only a disk slower than the engine
// for 64 MB holds the relay back, so that memory stays bounded and the transcript complete.
// (It once ran at idle priority; on a busy machine that starved it, and the relay with it.)
#pragma once

#include <condition_variable>
#include <ctime>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "absl/status/statusor.h"
#include "platform/unique_fd.h"

namespace drawbridge {

enum class Direction { kFromGui, kToEngine, kFromEngine, kToGui, kNote };

class TranscriptLog {
 public:
  // Opens `path` for appending.
  static absl::StatusOr<std::unique_ptr<TranscriptLog>> open(const std::string& path);
  ~TranscriptLog();  // writes everything recorded so far

  // `bytes` holds one or more lines; a last line without '\n' is logged as a line too.
  void record(Direction direction, std::string_view bytes);
  // Lines that went out exactly as they came in: each is logged once, tagged with both
  // directions ("engine>gui"), which halves what a flood writes to disk.
  void record_relayed(Direction in, Direction out, std::string_view bytes);

 private:
  TranscriptLog(UniqueFd fd, std::string path);
  void add(Direction direction, std::optional<Direction> relayed_as, std::string_view bytes);
  void write_loop();
  void write_batch(const std::string& batch);  // one write

  UniqueFd fd_;
  const std::string path_;
  bool write_failed_ = false;  // the writer thread's own: reported once
  std::mutex mutex_;
  std::condition_variable wake_;     // the writer: there is enough to write, or closing
  std::condition_variable drained_;  // the relay threads: the queue has room again
  // The text the relay threads fill and the writer drains, in one write per batch; the two
  // buffers swap, so that their capacity is reused instead of fresh memory faulted in.
  std::string queue_;
  bool closing_ = false;
  std::thread writer_;
};

// Formats one read of `bytes` (one or more lines; a last one without '\n' gets one, counted),
// e.g. "@ 2026-11-30T03:00:00.123456Z engine> 8\nreadyok\n". `relayed_as`: see record_relayed.
void append_log_entry(std::string& out, timespec when, Direction direction, std::optional<Direction> relayed_as,
                      std::string_view bytes);

}  // namespace drawbridge
