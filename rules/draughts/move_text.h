// The squares of a written move and what separates them: `32-28`, `28x19x10`, `c3:e5`, and
// `a3b4` (PDN lets algebraic moves leave the separator out). Notation (PDN, Hub) decides what
// the squares mean.
#pragma once

#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/draughts/board.h"

namespace drawbridge::draughts {

enum class Separator {
  kStep,     // '-'
  kCapture,  // 'x' or ':'
  kNone,     // algebraic squares written together: either
};

struct MoveText {
  std::vector<int> squares;  // square numbers, at least two
  Separator separator = Separator::kNone;
};

// Trailing move strength (`!`, `?!`, ...) is dropped; mixed separators are an error.
absl::StatusOr<MoveText> read_move_text(Game game, std::string_view text);

}  // namespace drawbridge::draughts
