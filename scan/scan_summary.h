// What scan tells a person on stderr: a live progress bar while it runs (only on a terminal)
// and a summary at the end (games, plies, endings per rule, findings per kind, errors, rate).
#pragma once

#include <chrono>
#include <cstdio>
#include <string>

#include "scan/scan_counts.h"
#include "scan/scan_pipeline.h"

namespace drawbridge::scan {

std::string summary_text(const ScanCounts& counts, double seconds);

// Redrawn in place at most a few times a second; `finish` clears it before the summary.
class ProgressBar {
 public:
  ProgressBar(std::FILE* out, bool enabled);
  void update(const Progress& progress);
  void finish();

 private:
  std::FILE* out_;
  bool enabled_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point start_, last_;
};

}  // namespace drawbridge::scan
