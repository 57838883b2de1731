// A watched game as its board line shows it (watch_item.h's BoardItem).
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "rules/draughts/board.h"

namespace drawbridge::watch {

struct BoardState {
  std::string fen;
  std::optional<std::string> last_move;  // as recorded
  int ply = 0;
  std::optional<std::chrono::milliseconds> white_clock, black_clock;  // the last [%clk] of each
  std::optional<std::string> result;                                  // the result token, if any
  std::optional<std::string> error;        // the error said of the game's text, while it has one
  std::optional<draughts::Game> draughts;  // the draughts game `fen` is of; none for chess

  bool operator==(const BoardState&) const = default;
};

}  // namespace drawbridge::watch
