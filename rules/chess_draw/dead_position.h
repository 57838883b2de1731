// Dead position (FIDE 5.2.2 / 5.2b / pre-2014 9.6): no sequence of legal moves mates, for
// either side. A detector answers per side; a full search can replace the material rule.
#pragma once

#include <chrono>

#include "rules/chess/position.h"

namespace drawbridge::draw {

class MatePossibility {
 public:
  virtual ~MatePossibility() = default;
  // False only when `side` provably cannot mate by any sequence of legal moves.
  virtual bool can_mate(const chess::Position& pos, chess::Color side) const = 0;
  // True when the answer for both sides in `after`, reached by a pawn's step that neither
  // captures nor promotes, is certainly the answer before the step: the material is the same,
  // and a detector whose answer follows from the material alone there says so. False when
  // unknown (the default), and the referee asks again.
  virtual bool unchanged_by_pawn_step(const chess::Position& after) const {
    (void)after;
    return false;
  }
};

// The cases that follow from the material alone, without search: `side` has no pawn,
// rook or queen, and either a bare king; or one knight against a bare king; or only
// bishops all on one square colour against a king with at most bishops on that colour.
// (K+N v K+N, K+N v K+B and K+B v K+B on opposite colours can mate with help: not dead.)
class InsufficientMaterial final : public MatePossibility {
 public:
  bool can_mate(const chess::Position& pos, chess::Color side) const override;
};

// The proofs rules/dead gives without search: material, forced moves, blocked pawn walls,
// the latter two only when no queen, rook or knight is left. Sound (a position it calls dead
// is dead) and cheap enough for a live game; a dead position that only a search proves, or
// one with a walled-in queen, rook or knight, is not seen (`drawbridge dead` sees them).
class StaticUnwinnability final : public MatePossibility {
 public:
  bool can_mate(const chess::Position& pos, chess::Color side) const override;
  // With a queen, rook or knight on the board the answer is the material's alone.
  bool unchanged_by_pawn_step(const chess::Position& after) const override;
};

// The full decision of rules/dead, search included (for 6.9 and archives, not every ply): a
// side that the search cannot settle within the node budget or `max_time` (from the start of
// each decision) is taken as able to mate, so that no position stalls a scan.
class SearchedUnwinnability final : public MatePossibility {
 public:
  static constexpr std::chrono::milliseconds kDefaultMaxTime{100};
  explicit SearchedUnwinnability(std::chrono::milliseconds max_time = kDefaultMaxTime) : max_time_(max_time) {}
  bool can_mate(const chess::Position& pos, chess::Color side) const override;

 private:
  std::chrono::milliseconds max_time_;
};

bool is_dead_position(const chess::Position& pos, const MatePossibility& detector);

}  // namespace drawbridge::draw
