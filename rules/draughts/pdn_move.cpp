#include "rules/draughts/pdn_move.h"

#include <algorithm>
#include <vector>

#include "absl/strings/str_cat.h"
#include "rules/draughts/capture_paths.h"
#include "rules/draughts/move_text.h"
#include "support/absl_view.h"

namespace drawbridge::draughts {
namespace {

std::string square_text(Game game, int bit, SquareStyle style) {
  const int square = square_of(shape(game), bit);
  return style == SquareStyle::kAlgebraic ? algebraic_name(game, square) : absl::StrCat(square);
}

std::string path_text(Game game, const CapturePath& path, SquareStyle style) {
  const char* separator = style == SquareStyle::kAlgebraic ? ":" : "x";
  std::string out = square_text(game, path.move.from, style);
  for (const int bit : path.landings) absl::StrAppend(&out, separator, square_text(game, bit, style));
  return out;
}

// The written squares between the ends are landing squares of the path, in order.
bool lands_on(const CapturePath& path, const std::vector<int>& between) {
  auto at = path.landings.begin();
  for (const int bit : between) {
    at = std::find(at, path.landings.end(), bit);
    if (at == path.landings.end()) return false;
    ++at;
  }
  return true;
}

absl::StatusOr<Move> find_capture(const Position& pos, std::string_view text, const MoveText& written) {
  const Shape s = pos.shape();
  std::vector<int> bits;
  for (const int square : written.squares) bits.push_back(bit_of(s, square));
  const std::vector<int> between(bits.begin() + 1, bits.end() - 1);
  std::vector<const CapturePath*> found;  // one path per distinct move
  const std::vector<CapturePath> paths = capture_paths(pos);
  for (const CapturePath& p : paths) {
    if (p.move.from != bits.front() || p.move.to != bits.back() || !lands_on(p, between)) continue;
    if (std::none_of(found.begin(), found.end(), [&](const CapturePath* f) { return f->move == p.move; })) {
      found.push_back(&p);
    }
  }
  if (found.size() == 1) return found[0]->move;
  if (found.empty()) return absl::InvalidArgumentError(absl::StrCat("illegal move '", av(text), "'"));
  // The full forms in the squares the text was written in.
  const SquareStyle style = text[0] >= 'a' ? SquareStyle::kAlgebraic : SquareStyle::kNumbers;
  std::string forms;
  for (const CapturePath* f : found)
    absl::StrAppend(&forms, forms.empty() ? "" : " or ", path_text(pos.game(), *f, style));
  return absl::InvalidArgumentError(absl::StrCat("ambiguous capture '", av(text), "': write it in full, ", forms));
}

}  // namespace

// Real files write a capture with `-` (`30-39`) and a step with `x` (`38x33`): a move of two
// squares is read as the step or the capture they name, whichever separator it has.
absl::StatusOr<Move> parse_pdn_move(const Position& pos, std::string_view text) {
  absl::StatusOr<MoveText> written = read_move_text(pos.game(), text);
  if (!written.ok()) return written.status();
  const Shape s = pos.shape();
  if (written->squares.size() == 2) {
    const int from = bit_of(s, written->squares[0]), to = bit_of(s, written->squares[1]);
    for (const Move& m : pos.legal_moves()) {
      if (!m.is_capture() && m.from == from && m.to == to) return m;
    }
  }
  return find_capture(pos, text, *written);
}

std::string to_pdn_move(const Position& pos, const Move& m, SquareStyle style) {
  if (!m.is_capture())
    return absl::StrCat(square_text(pos.game(), m.from, style), "-", square_text(pos.game(), m.to, style));
  const MoveList moves = pos.legal_moves();
  const bool shared_ends = std::count_if(moves.begin(), moves.end(), [&](const Move& other) {
                             return other.from == m.from && other.to == m.to;
                           }) > 1;
  CapturePath written{m, {m.to}};
  if (shared_ends) {
    for (const CapturePath& p : capture_paths(pos)) {
      if (p.move == m) written = p;
    }
  }
  return path_text(pos.game(), written, style);
}

}  // namespace drawbridge::draughts
