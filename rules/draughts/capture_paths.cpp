#include "rules/draughts/capture_paths.h"

#include <bit>

#include "rules/draughts/capture_search.h"

namespace drawbridge::draughts {
namespace {

// Keeps the paths of the captures the rules allow: the most pieces in international (4.13).
class PathList {
 public:
  PathList(Game game, std::vector<CapturePath>& out) : majority_(game == Game::kInternational), out_(out) {}

  void add(int from, Bitboard to, Bitboard taken, bool crowns, const Bitboard* path, int length) {
    const int count = std::popcount(taken);
    if (majority_ && count < best_) return;
    if (majority_ && count > best_) out_.clear();
    best_ = std::max(best_, count);
    CapturePath p{{std::uint8_t(from), std::uint8_t(std::countr_zero(to)), crowns, taken}, {}};
    for (int i = 0; i < length; ++i) p.landings.push_back(std::countr_zero(path[i]));
    out_.push_back(std::move(p));
  }

 private:
  bool majority_;
  std::vector<CapturePath>& out_;
  int best_ = 0;
};

template <Game G>
void search_all(const Position& pos, std::vector<CapturePath>& out) {
  const Color side = pos.side_to_move();
  const Bitboard own = pos.pieces(side);
  PathList list(G, out);
  CaptureSearch<G, PathList> search(own, pos.pieces(side == Color::kWhite ? Color::kBlack : Color::kWhite), side, list);
  for (Bitboard b = own; b != 0; b &= b - 1) {
    const int bit = std::countr_zero(b);
    if ((pos.kings() & (b & -b)) != 0) {
      search.from_king(bit);
    } else {
      search.from_man(bit);
    }
  }
}

}  // namespace

std::vector<CapturePath> capture_paths(const Position& pos) {
  std::vector<CapturePath> out;
  if (pos.game() == Game::kInternational) {
    search_all<Game::kInternational>(pos, out);
  } else {
    search_all<Game::kRussian>(pos, out);
  }
  return out;
}

}  // namespace drawbridge::draughts
