#include "rules/draughts/hub.h"

#include <bit>
#include <vector>

#include "absl/strings/str_cat.h"
#include "rules/draughts/move_text.h"
#include "support/absl_view.h"

namespace drawbridge::draughts {

absl::StatusOr<Move> parse_hub_move(const Position& pos, std::string_view text) {
  const Shape s = pos.shape();
  absl::StatusOr<MoveText> written = read_move_text(pos.game(), text);
  if (!written.ok()) return written.status();
  if (written->separator == Separator::kNone) {
    return absl::InvalidArgumentError(absl::StrCat("bad move '", av(text), "': Hub moves are numbered squares"));
  }
  const bool capture = written->separator == Separator::kCapture;
  const int from = bit_of(s, written->squares[0]), to = bit_of(s, written->squares[1]);
  Bitboard taken = 0;
  for (std::size_t i = 2; i < written->squares.size(); ++i) taken |= Bitboard{1} << bit_of(s, written->squares[i]);
  std::vector<Move> found;
  for (const Move& m : pos.legal_moves()) {
    if (m.from == from && m.to == to && m.is_capture() == capture && (taken == 0 || m.captured == taken)) {
      found.push_back(m);
    }
  }
  if (found.size() == 1) return found[0];
  if (found.empty()) return absl::InvalidArgumentError(absl::StrCat("illegal move '", av(text), "'"));
  std::string forms;
  for (const Move& m : found) absl::StrAppend(&forms, forms.empty() ? "" : " or ", to_hub_move(pos, m));
  return absl::InvalidArgumentError(absl::StrCat("ambiguous capture '", av(text), "': name the pieces taken, ", forms));
}

std::string to_hub_move(const Position& pos, const Move& m) {
  const Shape s = pos.shape();
  std::string out = absl::StrCat(square_of(s, m.from), m.is_capture() ? "x" : "-", square_of(s, m.to));
  for (Bitboard b = m.captured; b != 0; b &= b - 1) absl::StrAppend(&out, "x", square_of(s, std::countr_zero(b)));
  return out;
}

}  // namespace drawbridge::draughts
