// The scan of a list of inputs on N threads, the calling thread one of them: each cuts the next
// batch of games from the inputs (scan/batch_cutter.h) and scans it on its own core, and the
// calling thread, between its batches, writes the outputs that are ready in input order, so that
// the output is the same whatever the number of threads. At most 2N outputs wait for their turn:
// memory stays bounded however large the input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "absl/status/status.h"
#include "scan/batch_cutter.h"
#include "scan/game_scan.h"
#include "scan/scan_rules.h"

namespace drawbridge::scan {

struct PipelineOptions {
  int threads = 1;
  ScanOptions scan;
  std::size_t batch_games = 512;
  // 128 KB of text a batch: few pages for each thread's batch and the outputs, reused batch after
  // batch, so each is faulted in once (on a virtual machine a fresh page can cost more than
  // scanning the games on it), and a short wait for the last batch.
  std::size_t batch_bytes = 128 << 10;
  std::int64_t first_index = 0;  // the first game's number (a byte range's follows those before it)
};

// How far the scan is, for the progress bar: compressed bytes read of all inputs, their known
// total (0 when some size is unknown), games done.
struct Progress {
  std::uint64_t bytes = 0, total_bytes = 0;
  std::int64_t games = 0;
};

// Scans the inputs; `emit` receives each batch's output in input order, `progress` is called
// after each. Fails when an input cannot be read to its end (what came before is emitted).
absl::Status run_scan(std::vector<ScanInput>& inputs, const ScanRules& rules, const PipelineOptions& options,
                      const std::function<void(ScanOutput&)>& emit,
                      const std::function<void(const Progress&)>& progress);

}  // namespace drawbridge::scan
