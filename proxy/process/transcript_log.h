// The --log transcript: every byte in each of the four directions plus lifecycle notes,
// one line each, stamped to the microsecond. The relay threads only copy a batch into a
// queue; formatting and disk writes happen on the log's own thread, so a slow disk never
// delays a line on its way to the GUI or the engine. That thread wakes on a timer, not per
// line, and runs at idle priority: on a busy machine it takes no CPU from the relay.
#pragma once

#include <condition_variable>
#include <ctime>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "absl/status/statusor.h"
#include "proxy/process/unique_fd.h"

namespace drawbridge {

enum class Direction { kFromGui, kToEngine, kFromEngine, kToGui, kNote };

class TranscriptLog {
 public:
  // Opens `path` for appending.
  static absl::StatusOr<std::unique_ptr<TranscriptLog>> open(const std::string& path);
  ~TranscriptLog();  // writes everything recorded so far

  // `bytes` holds one or more lines; a last line without '\n' is logged as a line too.
  void record(Direction direction, std::string_view bytes);
  // Lines that went out exactly as they came in: each is logged as `in`, then as `out`,
  // from a single copy.
  void record_relayed(Direction in, Direction out, std::string_view bytes);

 private:
  struct Entry {
    timespec when;
    Direction direction;
    std::optional<Direction> relayed_as;
    std::size_t offset;  // into the bytes buffer that came with the entry
    std::size_t size;
  };
  // What the relay threads fill and the writer drains; buffers swap, so that their
  // capacity is reused instead of fresh memory faulted in for every line.
  struct Batch {
    std::string bytes;
    std::vector<Entry> entries;
  };

  explicit TranscriptLog(UniqueFd fd);
  void add(Direction direction, std::optional<Direction> relayed_as, std::string_view bytes);
  void write_loop();
  void write_batch(const Batch& batch, std::string& buffer);

  UniqueFd fd_;
  std::mutex mutex_;
  std::condition_variable wake_;
  Batch queue_;
  bool closing_ = false;
  std::thread writer_;
};

// Formats one log line, e.g. "2026-11-30T03:00:00.123456Z engine> readyok\n" (exposed for tests).
void append_log_line(std::string& out, timespec when, Direction direction, std::string_view line);

}  // namespace drawbridge
