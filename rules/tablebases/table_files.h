// The Syzygy table files in a list of folders, each checked as far as its size and magic
// number tell before the prober maps it: Fathom reads a file cut short past its end.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace drawbridge::tb {

struct TableFiles {
  std::vector<std::filesystem::path> good;  // .rtbw and .rtbz files that look whole
  std::vector<std::filesystem::path> bad;   // the files left out
  std::vector<std::string> problems;        // why, one line per file left out, naming it
  int largest_pieces = 0;                   // pieces of the largest good WDL table
};

// Errors: a folder that does not exist or is not a folder, a folder with no .rtbw file.
absl::StatusOr<TableFiles> find_table_files(const std::vector<std::filesystem::path>& folders);

}  // namespace drawbridge::tb
