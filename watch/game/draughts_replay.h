// Draughts behind the watch's port (replayed_game.h): a game's PDN record (moves as `32-28`,
// `28x19`, or algebraic on 64 squares) replayed once by the draughts referee
// (rules/draughts_draw/referee.h), move by move, each move shown to the visitors in their order;
// alerts at the ply the FMJD's (or the edition's) laws give. The record's result tokens (`2-0`,
// `1-1`, ...) are no moves. Draughts has no fifty-move count and no flag fall in its laws here
// (as adjudicate and scan): the port says no quiet plies and lets no flag fall.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "rules/draughts_draw/referee.h"
#include "watch/game/replayed_game.h"
#include "watch/game/watch_rules.h"

namespace drawbridge::watch {

class DraughtsReplay final : public ReplayedGame {
 public:
  // `rules.draughts` is set.
  explicit DraughtsReplay(const WatchRules& rules) : rules_(rules) {}

  absl::Status start(const std::optional<std::string>& fen) override;
  bool play(const std::vector<pgn::SanToken>& moves, std::span<PlyVisitor* const> visitors) override;

  int ply() const override { return referee_->ply(); }
  std::string fen() const override { return referee_->fen(); }
  draw::Side on_move() const override;
  int move_number() const override { return referee_->ply() / 2 + 1; }
  int occurrences() const override;
  int quiet_plies() const override { return -1; }
  std::optional<draw::Event> result_event() const override { return referee_->result_event(); }
  bool ended() const override { return referee_->ending().has_value(); }
  std::vector<draw::Event> claimable() const override { return referee_->claimable(); }
  bool can_checkmate(draw::Side) const override { return true; }
  std::optional<draw::Result> recorded_result(std::string_view text) const override;
  std::optional<draw::Event> flag_fall_on_move() override { return std::nullopt; }
  Judgement judge(std::optional<draw::Result> recorded, std::optional<draw::Side> flagged_off_move) const override;

 private:
  const WatchRules& rules_;
  std::optional<draughts_draw::Referee> referee_;
  int moves_after_end_ = 0;
};

}  // namespace drawbridge::watch
