// xboard's `edit` mode: the old way to set up a position, for GUIs that do not use `setboard`.
// Its subcommands place and remove pieces (`Pa4`, `xa4`), clear the board (`#`), switch the
// colour being placed (`c`, White first) and end the mode (`.`). As the protocol specifies,
// the side to move is the game's, a king and rook on their home squares keep that castling
// right, no en passant capture is possible and the clocks start at zero.
#pragma once

#include <string_view>

#include "absl/status/statusor.h"
#include "rules/chess/position.h"

namespace drawbridge::cecp {

class EditBoard {
 public:
  // Editing starts from the board as it stands.
  explicit EditBoard(const chess::Position& board);

  // One subcommand other than `.`; an error names what was not understood.
  absl::Status apply(std::string_view command);

  // The position set up (on `.`), or why it is not one.
  absl::StatusOr<chess::Position> finish() const;

 private:
  chess::Setup setup_;
  chess::Color placing_ = chess::kWhite;
};

}  // namespace drawbridge::cecp
