#include "scan/batch_cutter.h"

namespace drawbridge::scan {

BatchCutter::BatchCutter(std::vector<ScanInput>& inputs, std::size_t batch_games, std::size_t batch_bytes,
                         std::int64_t first_index)
    : inputs_(inputs), batch_games_(batch_games), batch_bytes_(batch_bytes), games_(first_index) {}

bool BatchCutter::next(pgn::Batch& batch, BatchPlace& place) {
  std::lock_guard lock(mutex_);
  while (status_.ok() && file_ < inputs_.size()) {
    pgn::ByteSource& source = *inputs_[file_].source;
    if (!splitter_)
      splitter_.emplace(source, batch_games_, batch_bytes_, pgn::PgnSplitter::kReadSize, inputs_[file_].start);
    absl::StatusOr<pgn::Batch> cut = splitter_->next_batch(std::move(batch));
    if (!cut.ok()) {
      status_ = cut.status();
      break;
    }
    batch = *std::move(cut);
    if (batch.games.empty()) {  // the end of this input
      finished_bytes_ += source.consumed();
      splitter_.reset();
      ++file_;
      continue;
    }
    batch.file = static_cast<int>(file_);
    place = {sequence_++, games_, finished_bytes_ + source.consumed()};
    games_ += static_cast<std::int64_t>(batch.games.size());
    return true;
  }
  return false;
}

absl::Status BatchCutter::status() {
  std::lock_guard lock(mutex_);
  return status_;
}

}  // namespace drawbridge::scan
