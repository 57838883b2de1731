// Chess behind the watch's port (replayed_game.h): a game's SAN record replayed once by the chess
// referee (rules/chess_draw/referee.h's replay and its ReplayVisitor), each move shown to the
// visitors in their order. Of the referee it uses its replay, claimable(), result_event(),
// flag_fall(), the position and the record's occurrences; the judgement reads the referee whole.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "pgn/pgn_game.h"
#include "rules/chess_draw/referee.h"
#include "rules/chess_draw/side.h"
#include "watch/game/replayed_game.h"
#include "watch/game/watch_rules.h"

namespace drawbridge::watch {

class ChessReplay final : public ReplayedGame, private draw::ReplayVisitor {
 public:
  // `slot`: the game's referee, restarted for each replay.
  ChessReplay(const WatchRules& rules, std::optional<draw::Referee>& slot) : rules_(rules), slot_(slot) {}

  absl::Status start(const std::optional<std::string>& fen) override;
  bool play(const std::vector<pgn::SanToken>& moves, std::span<PlyVisitor* const> visitors) override;

  int ply() const override { return referee_->ply(); }
  std::string fen() const override { return referee_->fen(); }
  draw::Side on_move() const override { return draw::side_of(referee_->position().side_to_move()); }
  int move_number() const override { return referee_->position().fullmove_number(); }
  int occurrences() const override;
  int quiet_plies() const override { return referee_->position().halfmove_clock(); }
  std::optional<draw::Event> result_event() const override { return referee_->result_event(); }
  bool ended() const override { return referee_->ending().has_value(); }
  std::vector<draw::Event> claimable() const override { return referee_->claimable(); }
  bool can_checkmate(draw::Side side) const override;
  std::optional<draw::Result> recorded_result(std::string_view text) const override;
  std::optional<draw::Event> flag_fall_on_move() override;
  Judgement judge(std::optional<draw::Result> recorded, std::optional<draw::Side> flagged_off_move) const override;

 private:
  bool on_move(int index, const draw::Referee& referee) override;
  void on_refused(int index, const absl::Status& why) override;

  const WatchRules& rules_;
  std::optional<draw::Referee>& slot_;
  draw::Referee* referee_ = nullptr;
  const std::vector<pgn::SanToken>* moves_ = nullptr;
  std::span<PlyVisitor* const> visitors_;
  bool stopped_ = false;
  int moves_after_end_ = 0;
};

}  // namespace drawbridge::watch
