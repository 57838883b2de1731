// The inputs of a scan cut into batches of games, one after another in input order, for
// whichever thread asks next. Each thread cuts the batch it then scans, so the text is still in
// its own core's cache and no batch passes from one thread to another; the lock is held only
// while a batch is cut.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "pgn/byte_source.h"
#include "pgn/pgn_splitter.h"

namespace drawbridge::scan {

struct ScanInput {
  ScanInput(std::string name_given, std::unique_ptr<pgn::ByteSource> opened, pgn::InputPlace first = {})
      : name(std::move(name_given)), source(std::move(opened)), start(first) {}

  std::string name;  // as given; "-" for stdin
  std::unique_ptr<pgn::ByteSource> source;
  pgn::InputPlace start;  // of the source's first byte in the file (a byte range starts later)
};

// Where a cut batch stands in the scan.
struct BatchPlace {
  std::int64_t sequence = 0;     // of the batch, from 0 in input order: outputs are written in it
  std::int64_t first_index = 0;  // the number of its first game in the whole scan
  std::uint64_t bytes = 0;       // bytes read of all inputs once it was cut (compressed), for progress
};

class BatchCutter {
 public:
  // `first_index` is the number of the first game (a byte range's follows those before it).
  BatchCutter(std::vector<ScanInput>& inputs, std::size_t batch_games, std::size_t batch_bytes,
              std::int64_t first_index);

  // Cuts the next batch into `batch`, whose memory is reused, and tells where it stands; false at
  // the end of the inputs and from the first input that cannot be read to its end on.
  bool next(pgn::Batch& batch, BatchPlace& place);

  // That input's error, once no thread cuts any more: every batch before it was cut.
  absl::Status status();

 private:
  std::vector<ScanInput>& inputs_;
  const std::size_t batch_games_, batch_bytes_;
  std::mutex mutex_;
  std::size_t file_ = 0;
  std::optional<pgn::PgnSplitter> splitter_;  // of inputs_[file_]
  std::uint64_t finished_bytes_ = 0;          // read of the inputs before file_
  std::int64_t sequence_ = 0, games_ = 0;     // of the next batch
  absl::Status status_;
};

}  // namespace drawbridge::scan
