#include <bit>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "rules/draughts/dxp.h"
#include "rules/draughts/hub.h"
#include "support/absl_view.h"

namespace drawbridge::draughts {

absl::StatusOr<Position> parse_dxp_position(char side, std::string_view board) {
  if (side != 'W' && side != 'Z') {
    return absl::InvalidArgumentError(
        absl::StrCat("the side to move is '", av(std::string_view(&side, 1)), "', not W or Z"));
  }
  std::string hub(1, side == 'W' ? 'W' : 'B');
  for (const char c : board) hub += c == 'z' ? 'b' : c == 'Z' ? 'B' : c == 'b' || c == 'B' ? '?' : c;
  return parse_hub_position(Game::kInternational, hub);
}

absl::StatusOr<Move> find_dxp_move(const Position& pos, int from, int to, std::span<const int> captured) {
  const Shape s = pos.shape();
  Bitboard taken = 0;
  for (const int square : captured) {
    if (square < 1 || square > s.squares) {
      return absl::InvalidArgumentError(absl::StrCat("square ", square, " is not on the board"));
    }
    taken |= Bitboard{1} << bit_of(s, square);
  }
  if (static_cast<std::size_t>(std::popcount(taken)) != captured.size()) {
    return absl::InvalidArgumentError(absl::StrCat("a square is taken twice: ", absl::StrJoin(captured, ",")));
  }
  if (from >= 1 && from <= s.squares && to >= 1 && to <= s.squares) {
    for (const Move& m : pos.legal_moves()) {
      if (m.from == bit_of(s, from) && m.to == bit_of(s, to) && m.captured == taken) return m;
    }
  }
  return absl::InvalidArgumentError(absl::StrCat("no legal move goes from ", from, " to ", to, " taking ",
                                                 captured.empty() ? "nothing" : absl::StrJoin(captured, ",")));
}

}  // namespace drawbridge::draughts
