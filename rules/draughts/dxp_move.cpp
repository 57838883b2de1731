#include "rules/draughts/dxp_move.h"

#include <algorithm>
#include <bit>
#include <cstddef>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::draughts {
namespace {

constexpr std::size_t kWidth = 2;  // digits of each number
constexpr std::size_t kTaken = 3;  // the field the squares taken start at, after from, to, count

absl::Status bad(std::string_view text, std::string_view why) {
  return absl::InvalidArgumentError(absl::StrCat("bad DXP move '", av(text), "': ", av(why)));
}

// The two-digit number of field `field`.
int number(std::string_view text, std::size_t field) {
  return (text[field * kWidth] - '0') * 10 + (text[field * kWidth + 1] - '0');
}

// The bit of the square in field `field`, or an error when the board has no such square.
absl::StatusOr<int> square_bit(Shape s, std::string_view text, std::size_t field) {
  const int square = number(text, field);
  if (square < 1 || square > s.squares) {
    return bad(text, absl::StrCat("square ", square, " is not on the ", s.squares, "-square board"));
  }
  return bit_of(s, square);
}

std::string two_digits(int n) { return absl::StrCat(n < 10 ? "0" : "", n); }

}  // namespace

absl::StatusOr<Move> parse_dxp_move(const Position& pos, std::string_view text) {
  const Shape s = pos.shape();
  const bool digits =
      std::all_of(text.begin(), text.end(), [](char c) { return absl::ascii_isdigit(static_cast<unsigned char>(c)); });
  if (!digits || text.size() < kTaken * kWidth || text.size() % kWidth != 0) {
    return bad(text, "from, to, the number taken and each square taken are two digits");
  }
  const std::size_t count = static_cast<std::size_t>(number(text, 2));
  if (text.size() != (kTaken + count) * kWidth) {
    return bad(text, absl::StrCat(count, " pieces taken, ", text.size() / kWidth - kTaken, " squares given"));
  }
  const absl::StatusOr<int> from = square_bit(s, text, 0), to = square_bit(s, text, 1);
  if (!from.ok()) return from.status();
  if (!to.ok()) return to.status();
  Bitboard taken = 0;
  for (std::size_t field = kTaken; field < kTaken + count; ++field) {
    const absl::StatusOr<int> bit = square_bit(s, text, field);
    if (!bit.ok()) return bit.status();
    taken |= Bitboard{1} << *bit;
  }
  if (static_cast<std::size_t>(std::popcount(taken)) != count) return bad(text, "a square is taken twice");
  for (const Move& m : pos.legal_moves()) {
    if (m.from == *from && m.to == *to && m.captured == taken) return m;
  }
  return absl::InvalidArgumentError(absl::StrCat("illegal move '", av(text), "'"));
}

std::string to_dxp_move(const Position& pos, const Move& m) {
  const Shape s = pos.shape();
  std::string out = absl::StrCat(two_digits(square_of(s, m.from)), two_digits(square_of(s, m.to)),
                                 two_digits(std::popcount(m.captured)));
  for (Bitboard b = m.captured; b != 0; b &= b - 1) out += two_digits(square_of(s, std::countr_zero(b)));
  return out;
}

}  // namespace drawbridge::draughts
