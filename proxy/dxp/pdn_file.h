// --pdn FILE: each game of the match appended as PDN 3.0 (GameType 20), with the result the laws
// gave it, or the one the engines agreed when the laws had not ended it, or `*`.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "platform/file_path.h"
#include "rules/draughts/position.h"
#include "rules/laws/outcome.h"

namespace drawbridge::dxp {

struct PdnGame {
  int number = 0;
  std::string white;
  std::string black;
  draughts::Position start;
  std::vector<draughts::Move> moves;
  std::optional<draw::Result> result;  // none: unknown (`*`)
};

// The game's PDN text, tags and moves, ending with a blank line.
std::string pdn_text(const PdnGame& game);

class PdnFile {
 public:
  static absl::StatusOr<std::unique_ptr<PdnFile>> open(const std::string& path);
  absl::Status write(const PdnGame& game);

 private:
  PdnFile(UniqueFile file, std::string path) : file_(std::move(file)), path_(std::move(path)) {}

  UniqueFile file_;
  std::string path_;
};

}  // namespace drawbridge::dxp
