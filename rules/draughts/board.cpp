#include "rules/draughts/board.h"

#include <algorithm>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::draughts {

// Rows are counted from the top; the even rows' dark squares start on the second file.
std::string algebraic_name(Game game, int square) {
  const Shape s = shape(game);
  const int row = (square - 1) / s.row_squares;
  const int file = 2 * ((square - 1) % s.row_squares) + (row % 2 == 0 ? 1 : 0);
  const char letter[2] = {char('a' + file), '\0'};
  return absl::StrCat(letter, s.width - row);
}

std::optional<int> parse_square(Game game, std::string_view text) {
  const Shape s = shape(game);
  if (text.empty() || text.size() > 3) return std::nullopt;
  const auto digits = [](std::string_view t) {
    return !t.empty() && std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  if (text[0] >= '1' && text[0] <= '9') {
    int square = 0;
    if (!digits(text) || !absl::SimpleAtoi(av(text), &square) || square < 1 || square > s.squares) return std::nullopt;
    return square;
  }
  const int file = text[0] - 'a';
  int rank = 0;
  if (file < 0 || file >= s.width || text.size() < 2 || text[1] < '1' || text[1] > '9' || !digits(text.substr(1)) ||
      !absl::SimpleAtoi(av(text.substr(1)), &rank) || rank < 1 || rank > s.width) {
    return std::nullopt;
  }
  const int row = s.width - rank;
  if ((file + row) % 2 == 0) return std::nullopt;  // a light square
  return row * s.row_squares + file / 2 + 1;
}

}  // namespace drawbridge::draughts
