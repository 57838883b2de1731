// A game as recorded, for the referee to replay: its moves as text, the claims made during it
// and a flag fall (adjudicate's input line, or a PGN game).
#pragma once

#include <optional>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/chess/position.h"
#include "rules/chess_draw/claim_ruling.h"

namespace drawbridge::draw {

// The moves of a game as text, each read in the position it is played in (UCI for
// adjudicate, SAN for scan). A refused move's error names the move.
class MoveText {
 public:
  virtual ~MoveText() = default;
  virtual int size() const = 0;
  virtual std::string_view text(int ply) const = 0;
  virtual absl::StatusOr<chess::Move> move(const chess::Position& pos, int ply) const = 0;
};

// A claim by the player on move after `ply` plies, with an intended move (UCI) or on the board.
struct ClaimRequest {
  int ply = 0;
  ClaimedRule rule = ClaimedRule::kThreefoldRepetition;
  std::optional<std::string_view> move;
  Clocks clocks;
};

// `side`'s flag fell after `ply` plies, with `side` on move (6.9).
struct FlagFall {
  chess::Color side = chess::kWhite;
  int ply = 0;
};

}  // namespace drawbridge::draw
