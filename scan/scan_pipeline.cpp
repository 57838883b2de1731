#include "scan/scan_pipeline.h"

#include <condition_variable>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

namespace drawbridge::scan {
namespace {

// Writes into `out`, a spent output whose memory is reused.
void scan_batch(const pgn::Batch& batch, std::int64_t first_index, const std::vector<ScanInput>& inputs,
                const ScanRules& rules, const ScanOptions& options, ScanScratch& scratch, ScanOutput& out) {
  out.clear();
  out.json.reserve(batch.text.size() * 3 / 4);  // the lines take 0.46 of TCEC's text, 0.61 of human games
  if (options.fixed) out.fixed.reserve(batch.text.size());
  std::int64_t index = first_index;
  for (const pgn::GameSpan& span : batch.games) {
    const GamePlace place{index++, inputs[batch.file].name, span.offset, span.line};
    scan_game(batch.game_text(span), place, rules, options, scratch, out);
  }
}

// A batch's output and the bytes read once the batch was cut.
struct Scanned {
  ScanOutput out;
  std::uint64_t bytes = 0;
};

// The threads that scan beside the calling thread, each cutting a batch, scanning it and leaving
// its output for the caller, who writes the outputs in input order (kept by sequence number until
// their turn comes) between batches it cuts and scans itself. At most `waiting` outputs wait: a
// thread that finds them all there waits before it cuts another batch. Each thread keeps its batch
// and its scratch; a written output goes back to be written again, so their pages are faulted in
// once.
class Helpers {
 public:
  Helpers(int threads, BatchCutter& cutter, const std::vector<ScanInput>& inputs, const ScanRules& rules,
          const ScanOptions& options)
      : cutter_(cutter),
        inputs_(inputs),
        rules_(rules),
        options_(options),
        waiting_(2 * static_cast<std::size_t>(threads + 1)),
        running_(threads) {
    for (int i = 0; i < threads; ++i) threads_.emplace_back([this] { work(); });
  }
  Helpers(const Helpers&) = delete;
  Helpers& operator=(const Helpers&) = delete;
  // Also on the way out of an emit that threw: the threads stop after the batch under way.
  ~Helpers() {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    room_.notify_all();
    for (std::thread& t : threads_) t.join();
  }

  // The next batch's output in input order when it is there.
  std::optional<Scanned> ready() {
    std::unique_lock lock(mutex_);
    return take_next(lock);
  }

  // The next batch's output in input order, waiting for it; none once every batch is taken.
  std::optional<Scanned> next() {
    std::unique_lock lock(mutex_);
    ready_.wait(lock, [&] { return done_.contains(taken_) || running_ == 0; });
    return take_next(lock);
  }

  // An output written, to be written again.
  void recycle(ScanOutput out) {
    std::lock_guard lock(mutex_);
    spent_.push_back(std::move(out));
  }

  // A spent output, or a new one.
  ScanOutput spent() {
    std::lock_guard lock(mutex_);
    return take_spent();
  }

  // The output of batch `sequence`, for the caller to write in its turn.
  void finished(std::int64_t sequence, Scanned scanned) {
    bool awaited = false;
    {
      std::lock_guard lock(mutex_);
      awaited = sequence == taken_;
      done_.emplace(sequence, std::move(scanned));
    }
    if (awaited) ready_.notify_one();
  }

 private:
  std::optional<Scanned> take_next(std::unique_lock<std::mutex>& lock) {
    const auto found = done_.find(taken_);
    if (found == done_.end()) return std::nullopt;
    Scanned scanned = std::move(found->second);
    done_.erase(found);
    ++taken_;
    lock.unlock();
    room_.notify_one();
    return scanned;
  }

  ScanOutput take_spent() {
    if (spent_.empty()) return {};
    ScanOutput out = std::move(spent_.back());
    spent_.pop_back();
    return out;
  }

  void work() {
    ScanScratch scratch;
    pgn::Batch batch;
    for (;;) {
      ScanOutput out;
      {
        std::unique_lock lock(mutex_);
        room_.wait(lock, [&] { return stopping_ || done_.size() < waiting_; });
        if (stopping_) break;
        out = take_spent();
      }
      BatchPlace place;
      if (!cutter_.next(batch, place)) break;
      scan_batch(batch, place.first_index, inputs_, rules_, options_, scratch, out);
      finished(place.sequence, Scanned{std::move(out), place.bytes});
    }
    {
      std::lock_guard lock(mutex_);
      --running_;
    }
    ready_.notify_one();
  }

  BatchCutter& cutter_;
  const std::vector<ScanInput>& inputs_;
  const ScanRules& rules_;
  const ScanOptions& options_;
  const std::size_t waiting_;
  std::mutex mutex_;
  std::condition_variable ready_, room_;
  std::map<std::int64_t, Scanned> done_;
  std::vector<ScanOutput> spent_;
  std::int64_t taken_ = 0;  // outputs the caller has taken
  int running_;             // threads not yet out of batches
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace

absl::Status run_scan(std::vector<ScanInput>& inputs, const ScanRules& rules, const PipelineOptions& options,
                      const std::function<void(ScanOutput&)>& emit,
                      const std::function<void(const Progress&)>& progress) {
  Progress done;
  for (const ScanInput& input : inputs) {
    if (input.source->total() == 0) {
      done.total_bytes = 0;
      break;
    }
    done.total_bytes += input.source->total();
  }
  const auto emit_and_report = [&](ScanOutput& out, std::uint64_t bytes) {
    emit(out);
    done.games += out.counts.games;
    done.bytes = bytes;
    progress(done);
  };

  BatchCutter cutter(inputs, options.batch_games, options.batch_bytes, options.first_index);
  ScanScratch scratch;
  pgn::Batch batch;
  BatchPlace place;
  if (options.threads <= 1) {  // one batch and one output, reused
    ScanOutput out;
    while (cutter.next(batch, place)) {
      scan_batch(batch, place.first_index, inputs, rules, options.scan, scratch, out);
      emit_and_report(out, place.bytes);
    }
    return cutter.status();
  }
  // The calling thread is one of the N: it writes what is ready, then cuts and scans a batch.
  Helpers helpers(options.threads - 1, cutter, inputs, rules, options.scan);
  const auto write = [&](Scanned& scanned) {
    emit_and_report(scanned.out, scanned.bytes);
    helpers.recycle(std::move(scanned.out));
  };
  for (;;) {
    while (std::optional<Scanned> scanned = helpers.ready()) write(*scanned);
    ScanOutput out = helpers.spent();
    if (!cutter.next(batch, place)) break;
    scan_batch(batch, place.first_index, inputs, rules, options.scan, scratch, out);
    helpers.finished(place.sequence, Scanned{std::move(out), place.bytes});
  }
  while (std::optional<Scanned> scanned = helpers.next()) write(*scanned);
  return cutter.status();
}

}  // namespace drawbridge::scan
