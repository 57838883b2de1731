// The board of each game: its size, the numbering of its dark squares (FMJD 2.6: 1 at the top
// left as White sees it, row by row) and the bits a square occupies. Square n lives at bit
// n-1 + (n-1)/width: one unused bit after every two rows makes the four diagonal steps the
// same shift on every square (width/2 and width/2+1), and a step off the side lands on an
// unused bit, which the board mask removes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace drawbridge::draughts {

enum class Game { kInternational, kRussian };
enum class Color { kWhite, kBlack };

using Bitboard = std::uint64_t;

struct Shape {
  int width;        // 10 or 8 squares a side
  int row_squares;  // dark squares in a row: width / 2
  int squares;      // dark squares on the board
};

constexpr Shape shape(Game game) { return game == Game::kInternational ? Shape{10, 5, 50} : Shape{8, 4, 32}; }

// Bit index of square 1..squares, and back.
constexpr int bit_of(Shape s, int square) { return square - 1 + (square - 1) / s.width; }
constexpr int square_of(Shape s, int bit) { return bit - bit / (s.width + 1) + 1; }

constexpr Bitboard squares_mask(Shape s, int first, int last) {
  Bitboard b = 0;
  for (int sq = first; sq <= last; ++sq) b |= Bitboard{1} << bit_of(s, sq);
  return b;
}
constexpr Bitboard board_mask(Shape s) { return squares_mask(s, 1, s.squares); }
// The row a colour's men are crowned on: the top row for White, the bottom row for Black.
constexpr Bitboard crowning_row(Shape s, Color c) {
  return c == Color::kWhite ? squares_mask(s, 1, s.row_squares)
                            : squares_mask(s, s.squares - s.row_squares + 1, s.squares);
}

// The four diagonal directions: up-left, up-right, down-left, down-right ("up" is toward
// square 1). The reverse of direction d is 3 - d.
constexpr int kDirections = 4;
constexpr int offset(Shape s, int direction) {
  constexpr int kSign[kDirections] = {-1, -1, 1, 1};
  return kSign[direction] * (s.row_squares + (direction == 0 || direction == 3 ? 1 : 0));
}
template <Game G>
inline constexpr Bitboard kBoard = board_mask(shape(G));  // a constant, not a loop per step
template <Game G>
constexpr Bitboard step(Bitboard b, int direction) {
  const int o = offset(shape(G), direction);
  return (o > 0 ? b << o : b >> -o) & kBoard<G>;
}

// Algebraic names as 64-square files write them (a1 is White's bottom-left dark square).
std::string algebraic_name(Game game, int square);
// A square written as its number (`32`) or algebraically (`c3`); nullopt if it is neither.
std::optional<int> parse_square(Game game, std::string_view text);

}  // namespace drawbridge::draughts
