#include "rules/draughts/position.h"

namespace drawbridge::draughts {

// The men fill the first two fifths of the board from each side (FMJD 2.4; Russian 12 each).
Position Position::start(Game game) {
  const Shape s = draughts::shape(game);
  const int men = game == Game::kInternational ? 20 : 12;
  return Position(game, Color::kWhite, squares_mask(s, s.squares - men + 1, s.squares), squares_mask(s, 1, men), 0);
}

void Position::play(const Move& m) {
  const Bitboard from = Bitboard{1} << m.from;
  const Bitboard to = Bitboard{1} << m.to;
  Bitboard& own = side_ == Color::kWhite ? white_ : black_;
  Bitboard& theirs = side_ == Color::kWhite ? black_ : white_;
  own = (own & ~from) | to;  // a king's capture may end on the square it started from
  if ((kings_ & from) != 0 || m.crowns) kings_ = (kings_ & ~from) | to;
  theirs &= ~m.captured;
  kings_ &= ~m.captured;
  side_ = side_ == Color::kWhite ? Color::kBlack : Color::kWhite;
}

std::uint64_t Position::perft(int depth) const {
  if (depth <= 0) return 1;
  if (depth == 1) return legal_move_count();
  const MoveList moves = legal_moves();
  std::uint64_t nodes = 0;
  for (const Move& m : moves) nodes += after(m).perft(depth - 1);
  return nodes;
}

}  // namespace drawbridge::draughts
