// The scripted engine's board in the fuzz harnesses: it follows the `position` lines the
// engine is sent (up to the first move it cannot play), so that the engine answers with legal
// moves and the game under test goes on past its first move.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "absl/status/statusor.h"
#include "proxy/uci/uci_command.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"

namespace drawbridge {

class FollowedBoard {
 public:
  void follow(const uci::Position& position, bool chess960) {
    absl::StatusOr<chess::Position> start =
        chess::parse_fen(position.fen.value_or(std::string(chess::kStartFen)), chess960);
    board_.reset();
    if (!start.ok()) return;
    board_ = *std::move(start);
    for (std::string_view text : position.moves) {
      const std::optional<chess::Move> move = chess::legal_uci_move(*board_, text);
      if (!move) return;
      board_->make_move(*move);
    }
  }

  // The n-th legal move (any n, wrapped), "(none)" when there is none, e2e4 with no board.
  std::string move_text(std::int64_t n) const {
    if (!board_) return "e2e4";
    const chess::MoveList moves = board_->legal_moves();
    if (moves.empty()) return "(none)";
    const std::size_t index = static_cast<std::size_t>(n < 0 ? -(n + 1) : n) % moves.size();
    return chess::to_uci(*board_, moves[index]);
  }

 private:
  std::optional<chess::Position> board_;
};

}  // namespace drawbridge
