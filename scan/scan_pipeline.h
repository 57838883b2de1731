// The scan of a list of inputs: each is split into batches of games on the calling thread, the
// batches are scanned by a pool of worker threads, and their outputs are handed back in input
// order, so that the output is the same whatever the number of threads. At most a few batches
// per thread are in flight: memory stays bounded however large the input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "scan/batch_cutter.h"
#include "scan/game_scan.h"
#include "scan/scan_rules.h"

namespace drawbridge::scan {

// The text of a batch for N threads: about 2 MB of PGN in flight (2N + 1 batches), whatever N.
// Few pages, reused batch after batch, so each is faulted in once: on a virtual machine a fresh
// page can cost more than scanning the games on it.
std::size_t batch_bytes_for(int threads);

struct PipelineOptions {
  int threads = 1;
  ScanOptions scan;
  std::size_t batch_games = 512;
  std::size_t batch_bytes = 1 << 20;
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
