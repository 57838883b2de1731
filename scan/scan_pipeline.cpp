#include "scan/scan_pipeline.h"

#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "pgn/pgn_splitter.h"

namespace drawbridge::scan {
namespace {

struct Work {
  std::int64_t sequence = 0;
  std::int64_t first_index = 0;
  pgn::Batch batch;
};

ScanOutput scan_batch(const Work& work, const std::vector<ScanInput>& inputs, const ScanRules& rules,
                      const ScanOptions& options, ScanScratch& scratch) {
  ScanOutput out;
  out.json.reserve(work.batch.text.size() / 2);
  if (options.fixed) out.fixed.reserve(work.batch.text.size());
  std::int64_t index = work.first_index;
  for (const pgn::GameSpan& span : work.batch.games) {
    const GamePlace place{index++, inputs[work.batch.file].name, span.offset, span.line};
    scan_game(work.batch.game_text(span), place, rules, options, scratch, out);
  }
  return out;
}

// The worker threads and the two queues between them and the caller: work in, outputs out
// (kept by sequence number until their turn comes).
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

 private:
  void work() {
    ScanScratch scratch;
    for (;;) {
      Work item;
      {
        std::unique_lock lock(mutex_);
        work_ready_.wait(lock, [&] { return closing_ || !queue_.empty(); });
        if (queue_.empty()) return;
        item = std::move(queue_.front());
        queue_.pop_front();
      }
      ScanOutput out = scan_batch(item, inputs_, rules_, options_, scratch);
      {
        std::lock_guard lock(mutex_);
        done_.emplace(item.sequence, std::move(out));
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
  bool closing_ = false;
  std::vector<std::thread> workers_;
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
  const auto emit_next = [&](const pgn::ByteSource& source) {
    ScanOutput out = pool->take(emitted++);
    emit(out);
    report(out, source);
  };

  absl::Status status;
  for (std::size_t file = 0; file < inputs.size() && status.ok(); ++file) {
    pgn::ByteSource& source = *inputs[file].source;
    pgn::PgnSplitter splitter(source, options.batch_games, options.batch_bytes, pgn::PgnSplitter::kReadSize,
                              inputs[file].start);
    for (;;) {
      absl::StatusOr<pgn::Batch> batch = splitter.next_batch();
      if (!batch.ok()) {
        status = batch.status();
        break;
      }
      if (batch->games.empty()) break;
      batch->file = static_cast<int>(file);
      Work work{submitted, games, *std::move(batch)};
      games += static_cast<std::int64_t>(work.batch.games.size());
      if (!pool) {
        ScanOutput out = scan_batch(work, inputs, rules, options.scan, scratch);
        ++submitted;
        ++emitted;
        emit(out);
        report(out, source);
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
