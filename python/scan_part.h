// A part of a scan written to files by the process that scans it (a Dask worker): the JSON lines
// and the --fixed PGN of each batch go straight from the C++ scan to the files, so that nothing
// per game crosses into Python but the games with findings (dicts of the objects the scan
// built), and the summary the client adds up (games, plies, findings by kind, endings by rule,
// errors, bytes, seconds).
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include <boost/json/value.hpp>

#include "absl/status/status.h"
#include "scan/game_scan.h"
#include "scan/scan_counts.h"

namespace drawbridge::python {

class PartWriter {
 public:
  PartWriter() = default;
  PartWriter(const PartWriter&) = delete;
  PartWriter& operator=(const PartWriter&) = delete;
  ~PartWriter();

  // Creates the files (`fixed_path` empty: no --fixed PGN); an error names the file.
  absl::Status open(const std::string& json_path, const std::string& fixed_path);
  // One batch's output, as the scan emits it (the GIL need not be held); its values are taken.
  void add(scan::ScanOutput& out);
  // Flushes and closes the files; an error when a write failed.
  absl::Status close();

  // The summary: the counts, the games with findings (`flagged`, a list of the dicts of their
  // objects), `bytes` and `seconds`.
  pybind11::dict summary(std::uint64_t bytes, double seconds) const;

 private:
  void write(std::FILE* file, const std::string& path, const std::string& text);

  std::string json_path_, fixed_path_;
  std::FILE* json_ = nullptr;
  std::FILE* fixed_ = nullptr;
  std::string failed_;  // the first file a write to failed, with why
  scan::ScanCounts counts_;
  // The objects of the games with findings (the scan's GameValues::kWithFindings).
  std::vector<boost::json::value> flagged_;
};

}  // namespace drawbridge::python
