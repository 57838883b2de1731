// Draughts notation: the first byte picks the game; the first line is an FMJD FEN (the start
// position if it does not read), the words after it moves in PDN or Hub form. Nothing crashes;
// a position read prints back as the same position (FEN and Hub form), and a move read is
// legal, prints back in both forms and reads again as the same move before it is played.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "rules/draughts/fen.h"
#include "rules/draughts/hub.h"
#include "rules/draughts/pdn_move.h"

namespace {

using namespace drawbridge::draughts;

void check_position(const Position& pos) {
  const absl::StatusOr<Position> again = parse_fen(pos.game(), to_fen(pos));
  if (!again.ok() || !(*again == pos)) __builtin_trap();
  const absl::StatusOr<Position> hub = parse_hub_position(pos.game(), to_hub_position(pos));
  if (!hub.ok() || !(*hub == pos)) __builtin_trap();
}

void check_move(const Position& pos, const Move& m) {
  const MoveList legal = pos.legal_moves();
  if (std::find(legal.begin(), legal.end(), m) == legal.end()) __builtin_trap();
  for (const SquareStyle style : {SquareStyle::kNumbers, SquareStyle::kAlgebraic}) {
    const absl::StatusOr<Move> pdn = parse_pdn_move(pos, to_pdn_move(pos, m, style));
    if (!pdn.ok() || !(*pdn == m)) __builtin_trap();
  }
  const absl::StatusOr<Move> hub = parse_hub_move(pos, to_hub_move(pos, m));
  if (!hub.ok() || !(*hub == m)) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const Game game = (data[0] & 1) != 0 ? Game::kRussian : Game::kInternational;
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  const std::size_t newline = text.find('\n');
  const absl::StatusOr<Position> read = parse_fen(game, text.substr(0, newline));
  (void)parse_hub_position(game, text.substr(0, newline));
  Position pos = read.ok() ? *read : Position::start(game);
  text = newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
  while (!text.empty()) {
    check_position(pos);
    const std::size_t space = text.find(' ');
    const std::string_view word = text.substr(0, space);
    text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
    absl::StatusOr<Move> m = parse_pdn_move(pos, word);
    if (!m.ok()) m = parse_hub_move(pos, word);
    if (!m.ok()) continue;
    check_move(pos, *m);
    pos.play(*m);
  }
  return 0;
}
