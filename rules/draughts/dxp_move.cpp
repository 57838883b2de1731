#include "rules/draughts/dxp_move.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "rules/draughts/dxp.h"
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
  std::vector<int> taken;
  for (std::size_t field = 0; field < kTaken + count; ++field) {
    if (field == 2) continue;  // the count
    const int square = number(text, field);
    if (square < 1 || square > s.squares) {
      return bad(text, absl::StrCat("square ", square, " is not on the ", s.squares, "-square board"));
    }
    if (field >= kTaken) taken.push_back(square);
  }
  // The move itself is found as the protocol's referee finds it (dxp.h).
  std::vector<int> sorted = taken;
  std::sort(sorted.begin(), sorted.end());
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) return bad(text, "a square is taken twice");
  absl::StatusOr<Move> found = find_dxp_move(pos, number(text, 0), number(text, 1), taken);
  if (found.ok()) return found;
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
