// Legal moves: the captures if there are any (a capture is obligatory, FMJD 4.2), else the
// men's steps forward and the kings' flights.
#include <bit>

#include "rules/draughts/capture_search.h"
#include "rules/draughts/position.h"

namespace drawbridge::draughts {
namespace {

// Complete captures into the move list, each unique move once. International: only those
// taking the most pieces, a king counting as one (4.13); Russian: free choice.
template <Game G>
class CaptureList {
 public:
  explicit CaptureList(MoveList& out) : out_(out) {}

  void add(int from, Bitboard to, Bitboard taken, bool crowns, const Bitboard*, int) {
    if constexpr (G == Game::kInternational) {
      const int count = std::popcount(taken);
      if (count < best_) return;
      if (count > best_) {
        out_.clear();
        best_ = count;
      }
    }
    const Move m{std::uint8_t(from), std::uint8_t(std::countr_zero(to)), crowns, taken};
    for (const Move& seen : out_) {
      if (seen == m) return;
    }
    out_.push_back(m);
  }

 private:
  MoveList& out_;
  int best_ = 0;
};

// Men next to a piece with a free square behind it: only they can start a capture.
template <Game G>
Bitboard taking_men(Bitboard men, Bitboard theirs, Bitboard empty) {
  Bitboard takers = 0;
  for (int d = 0; d < kDirections; ++d) takers |= step<G>(step<G>(empty, 3 - d) & theirs, 3 - d) & men;
  return takers;
}

template <Game G>
bool king_can_take(Bitboard kings, Bitboard theirs, Bitboard empty) {
  for (int d = 0; d < kDirections; ++d) {
    // Every square a king reaches over free squares, then the pieces at the end of those runs.
    Bitboard run = step<G>(kings, d);
    Bitboard reach = run;
    while ((run &= empty) != 0) reach |= run = step<G>(run, d);
    if ((step<G>(reach & theirs, d) & empty) != 0) return true;
  }
  return false;
}

template <Game G>
void add_captures(const Position& pos, MoveList& out) {
  constexpr Shape s = shape(G);
  const Color side = pos.side_to_move();
  const Bitboard own = pos.pieces(side);
  const Bitboard theirs = pos.pieces(side == Color::kWhite ? Color::kBlack : Color::kWhite);
  const Bitboard empty = board_mask(s) & ~(own | theirs);
  const Bitboard takers = taking_men<G>(own & ~pos.kings(), theirs, empty);
  const Bitboard kings = own & pos.kings();
  if (takers == 0 && (kings == 0 || !king_can_take<G>(kings, theirs, empty))) return;
  CaptureList<G> list(out);
  CaptureSearch<G, CaptureList<G>> search(own, theirs, side, list);
  for (Bitboard b = takers; b != 0; b &= b - 1) search.from_man(std::countr_zero(b));
  for (Bitboard b = kings; b != 0; b &= b - 1) search.from_king(std::countr_zero(b));
}

template <Game G>
void add_quiet_moves(const Position& pos, MoveList& out) {
  constexpr Shape s = shape(G);
  const Color side = pos.side_to_move();
  const Bitboard own = pos.pieces(side);
  const Bitboard empty = board_mask(s) & ~pos.occupied();
  const Bitboard crowning = crowning_row(s, side);
  const int forward = side == Color::kWhite ? 0 : 2;  // up for White, down for Black
  for (int d = forward; d < forward + 2; ++d) {
    for (Bitboard to = step<G>(own & ~pos.kings(), d) & empty; to != 0; to &= to - 1) {
      const int bit = std::countr_zero(to);
      out.push_back({std::uint8_t(bit - offset(s, d)), std::uint8_t(bit), ((to & -to) & crowning) != 0, 0});
    }
  }
  for (Bitboard kings = own & pos.kings(); kings != 0; kings &= kings - 1) {
    const Bitboard from = kings & -kings;
    for (int d = 0; d < kDirections; ++d) {
      for (Bitboard to = step<G>(from, d) & empty; to != 0; to = step<G>(to, d) & empty) {
        out.push_back({std::uint8_t(std::countr_zero(from)), std::uint8_t(std::countr_zero(to)), false, 0});
      }
    }
  }
}

template <Game G>
MoveList generate(const Position& pos) {
  MoveList out;
  add_captures<G>(pos, out);
  if (out.empty()) add_quiet_moves<G>(pos, out);
  return out;
}

// The quiet moves' number by whole rows of squares at once: perft's leaves.
template <Game G>
std::uint64_t count_moves(const Position& pos) {
  MoveList captures;
  add_captures<G>(pos, captures);
  if (!captures.empty()) return captures.size();
  constexpr Shape s = shape(G);
  const Bitboard own = pos.pieces(pos.side_to_move());
  const Bitboard empty = board_mask(s) & ~pos.occupied();
  const int forward = pos.side_to_move() == Color::kWhite ? 0 : 2;
  std::uint64_t n = 0;
  for (int d = forward; d < forward + 2; ++d) n += std::popcount(step<G>(own & ~pos.kings(), d) & empty);
  for (int d = 0; d < kDirections; ++d) {
    for (Bitboard run = step<G>(own & pos.kings(), d) & empty; run != 0; run = step<G>(run, d) & empty) {
      n += std::popcount(run);
    }
  }
  return n;
}

}  // namespace

std::uint64_t Position::legal_move_count() const {
  return game_ == Game::kInternational ? count_moves<Game::kInternational>(*this) : count_moves<Game::kRussian>(*this);
}

MoveList Position::legal_moves() const {
  return game_ == Game::kInternational ? generate<Game::kInternational>(*this) : generate<Game::kRussian>(*this);
}

}  // namespace drawbridge::draughts
