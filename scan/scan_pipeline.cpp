#include "scan/scan_pipeline.h"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "pgn/pgn_splitter.h"

namespace drawbridge::scan {
namespace {

// The last of `spent`, taken out; a new one when it is empty.
template <typename T>
T take_last(std::vector<T>& spent) {
  if (spent.empty()) return T{};
  T last = std::move(spent.back());
  spent.pop_back();
  return last;
}

struct Work {
  std::int64_t sequence = 0;
  std::int64_t first_index = 0;
  pgn::Batch batch;
};

// Writes into `out`, a spent output whose memory is reused.
void scan_batch(const Work& work, const std::vector<ScanInput>& inputs, const ScanRules& rules,
                const ScanOptions& options, ScanScratch& scratch, ScanOutput& out) {
  out.clear();
  out.json.reserve(work.batch.text.size() / 2);
  if (options.fixed) out.fixed.reserve(work.batch.text.size());
  std::int64_t index = work.first_index;
  for (const pgn::GameSpan& span : work.batch.games) {
    const GamePlace place{index++, inputs[work.batch.file].name, span.offset, span.line};
    scan_game(work.batch.game_text(span), place, rules, options, scratch, out);
  }
}

// The worker threads and the two queues between them and the caller: work in, outputs out
// (kept by sequence number until their turn comes). Spent batches and outputs go back the
// other way to be written again: on this path a fresh page costs more than the copy into it.
class Pool {
 public:
  Pool(int threads, const std::vector<ScanInput>& inputs, const ScanRules& rules, const ScanOptions& options)
      : inputs_(inputs), rules_(rules), options_(options) {
    for (int i = 0; i < threads; ++i) workers_.emplace_back([this] { work(); });
  }
  Pool(const Pool&) = delete;
  Pool& operator=(const Pool&) = delete;
  ~Pool() {
    {
      std::lock_guard lock(mutex_);
      closing_ = true;
    }
    work_ready_.notify_all();
    for (std::thread& t : workers_) t.join();
  }

  void submit(Work work) {
    {
      std::lock_guard lock(mutex_);
      queue_.push_back(std::move(work));
    }
    work_ready_.notify_one();
  }

  // The output of batch `sequence`, waiting for it.
  ScanOutput take(std::int64_t sequence) {
    std::unique_lock lock(mutex_);
    done_ready_.wait(lock, [&] { return done_.count(sequence) > 0; });
    ScanOutput out = std::move(done_.at(sequence));
    done_.erase(sequence);
    return out;
  }

  // An output the caller has emitted, for a worker to reuse.
  void recycle(ScanOutput out) {
    std::lock_guard lock(mutex_);
    spent_outputs_.push_back(std::move(out));
  }

  // A batch a worker has scanned, or a new one when none is spent yet.
  pgn::Batch spent_batch() {
    std::lock_guard lock(mutex_);
    return take_last(spent_batches_);
  }

 private:
  void work() {
    ScanScratch scratch;
    for (;;) {
      Work item;
      ScanOutput out;
      {
        std::unique_lock lock(mutex_);
        work_ready_.wait(lock, [&] { return closing_ || !queue_.empty(); });
        if (queue_.empty()) return;
        item = std::move(queue_.front());
        queue_.pop_front();
        out = take_last(spent_outputs_);
      }
      scan_batch(item, inputs_, rules_, options_, scratch, out);
      {
        std::lock_guard lock(mutex_);
        done_.emplace(item.sequence, std::move(out));
        spent_batches_.push_back(std::move(item.batch));
      }
      done_ready_.notify_all();
    }
  }

  const std::vector<ScanInput>& inputs_;
  const ScanRules& rules_;
  const ScanOptions& options_;
  std::mutex mutex_;
  std::condition_variable work_ready_, done_ready_;
  std::deque<Work> queue_;
  std::map<std::int64_t, ScanOutput> done_;
  std::vector<pgn::Batch> spent_batches_;
  std::vector<ScanOutput> spent_outputs_;
  bool closing_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace

std::size_t batch_bytes_for(int threads) {
  return std::clamp<std::size_t>((2u << 20) / (2 * static_cast<std::size_t>(threads) + 1), 64u << 10, 1u << 20);
}

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
  std::uint64_t finished_bytes = 0;
  const auto report = [&](const ScanOutput& out, const pgn::ByteSource& source) {
    done.games += out.counts.games;
    done.bytes = finished_bytes + source.consumed();
    progress(done);
  };

  std::optional<Pool> pool;
  if (options.threads > 1) pool.emplace(options.threads, inputs, rules, options.scan);
  const std::int64_t in_flight = options.threads > 1 ? 2 * options.threads + 1 : 0;
  std::int64_t submitted = 0, emitted = 0, games = options.first_index;
  ScanScratch scratch;
  ScanOutput out;  // on one thread: one output and one batch, reused
  pgn::Batch spent;
  const auto emit_next = [&](const pgn::ByteSource& source) {
    ScanOutput next = pool->take(emitted++);
    emit(next);
    report(next, source);
    pool->recycle(std::move(next));
  };

  absl::Status status;
  for (std::size_t file = 0; file < inputs.size() && status.ok(); ++file) {
    pgn::ByteSource& source = *inputs[file].source;
    pgn::PgnSplitter splitter(source, options.batch_games, options.batch_bytes, pgn::PgnSplitter::kReadSize,
                              inputs[file].start);
    for (;;) {
      absl::StatusOr<pgn::Batch> batch = splitter.next_batch(pool ? pool->spent_batch() : std::move(spent));
      if (!batch.ok()) {
        status = batch.status();
        break;
      }
      if (batch->games.empty()) break;
      batch->file = static_cast<int>(file);
      Work work{submitted, games, *std::move(batch)};
      games += static_cast<std::int64_t>(work.batch.games.size());
      if (!pool) {
        scan_batch(work, inputs, rules, options.scan, scratch, out);
        ++submitted;
        ++emitted;
        emit(out);
        report(out, source);
        spent = std::move(work.batch);
        continue;
      }
      pool->submit(std::move(work));
      ++submitted;
      while (submitted - emitted >= in_flight) emit_next(source);
    }
    while (emitted < submitted) emit_next(source);
    finished_bytes += source.consumed();
  }
  return status;
}

}  // namespace drawbridge::scan
