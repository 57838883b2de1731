// The capture rules of both games as one depth-first search from one piece, reporting each
// complete capture to a sink (the move list, or the paths notation needs):
// - men take forwards and backwards, a square at a time (FMJD 4.1; Russian 1.5.3);
// - kings fly: they take a piece at any distance and land on any free square behind it (4.3);
// - the Turkish strike: taken pieces stay on the board until the capture ends, so they block,
//   and none is taken twice (4.8, 4.11);
// - a capture goes on while it can; a king lands where it can go on if it can anywhere (4.6);
// - international: a man that crosses the last row during a capture stays a man (4.15);
// - Russian: a man that reaches the last row during a capture goes on as a king (1.5.15).
// Which complete captures are allowed (the majority rule of 4.13, or free choice) is the sink's.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "rules/draughts/board.h"

namespace drawbridge::draughts {

template <Game G, class Sink>
class CaptureSearch {
 public:
  static constexpr Shape kShape = shape(G);
  static constexpr int kMaxCaptures = 64;  // more than the pieces a board holds

  CaptureSearch(Bitboard own, Bitboard theirs, Color side, Sink& sink)
      : theirs_(theirs),
        free_(board_mask(kShape) & ~(own | theirs)),
        crowning_(crowning_row(kShape, side)),
        sink_(sink) {}

  void from_man(int bit) { start(bit, false); }
  void from_king(int bit) { start(bit, true); }

 private:
  void start(int bit, bool king) {
    from_ = bit;
    empty_ = free_ | Bitboard{1} << bit;  // the piece has left its square
    depth_ = 0;
    if (king) {
      search_king(Bitboard{1} << bit, 0, -1, false, true);
    } else {
      search_man(Bitboard{1} << bit, 0, -1);
    }
  }

  bool search_man(Bitboard at, Bitboard captured, int came) {
    bool found = false;
    for (int d = 0; d < kDirections; ++d) {
      if (d == 3 - came) continue;
      const Bitboard victim = step<G>(at, d) & theirs_ & ~captured;
      const Bitboard land = step<G>(victim, d) & empty_;
      if (land == 0) continue;
      found = true;
      const Bitboard taken = captured | victim;
      path_[depth_++] = land;
      bool more;
      if constexpr (G == Game::kRussian) {
        more = (land & crowning_) != 0 ? search_king(land, taken, d, true, true) : search_man(land, taken, d);
      } else {
        more = search_man(land, taken, d);
      }
      if (!more) sink_.add(from_, land, taken, (land & crowning_) != 0, path_.data(), depth_);
      --depth_;
    }
    return found;
  }

  // `straight`: whether to look on along the direction it came; only the first landing square
  // behind a piece does, as the others would find the same captures again.
  bool search_king(Bitboard at, Bitboard captured, int came, bool crowned, bool straight) {
    bool found = false;
    for (int d = 0; d < kDirections; ++d) {
      if (d == 3 - came || (d == came && !straight)) continue;
      Bitboard victim = step<G>(at, d);
      while ((victim & empty_) != 0) victim = step<G>(victim, d);
      if ((victim & theirs_ & ~captured) == 0) continue;
      const Bitboard first = step<G>(victim, d) & empty_;
      if (first == 0) continue;
      found = true;
      const Bitboard taken = captured | victim;
      bool more = false;
      for (Bitboard land = first; land != 0; land = step<G>(land, d) & empty_) {
        path_[depth_++] = land;
        more |= search_king(land, taken, d, crowned, land == first);
        --depth_;
      }
      if (more) continue;
      for (Bitboard land = first; land != 0; land = step<G>(land, d) & empty_) {
        path_[depth_++] = land;
        sink_.add(from_, land, taken, crowned, path_.data(), depth_);
        --depth_;
      }
    }
    return found;
  }

  const Bitboard theirs_, free_, crowning_;
  Sink& sink_;
  int from_ = 0;
  Bitboard empty_ = 0;
  std::array<Bitboard, kMaxCaptures> path_{};  // the landing square after each piece taken
  int depth_ = 0;
};

}  // namespace drawbridge::draughts
