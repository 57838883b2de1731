// The draughts game the GUI's `pos` lines name, mirrored under the edition's laws. A `pos` is a
// position and the moves since it (`pos pos=<position> moves="<m> <m> ..."`, or `start`, or no
// position: the start). The Hub GUI sends the position after the last irreversible move and only
// the reversible moves since, so a `pos` whose position the game already passed through, or
// reaches by one more move after the engine's, continues that game: the counts that run across a
// man's move or a capture (FMJD 6.3-6.4, the 64-square material rules) keep their start. Any other
// `pos`, or any `pos` after `new-game`, begins a new game. It answers the relay core's questions
// (LawsOfGame, relay_core.h) by the edition's laws.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "proxy/hub/hub_line.h"
#include "proxy/session/relay_core.h"
#include "rules/draughts/position.h"
#include "rules/draughts_draw/edition.h"
#include "rules/draughts_draw/referee.h"
#include "rules/laws/event.h"
#include "rules/laws/policy.h"

namespace drawbridge::hub {

// Why a `pos` cannot be followed, and at which ply of it (none: the position itself).
struct PosError {
  std::optional<int> ply;
  std::optional<std::string> move;
  std::string reason;
};

class MirroredGame final : public LawsOfGame {
 public:
  MirroredGame(draughts_draw::Edition edition, draw::Policy policy) : edition_(std::move(edition)), policy_(policy) {}

  // Follows the game `pos` names; on an error the mirror follows nothing until the next good `pos`.
  std::optional<PosError> follow(const Line& pos);
  // The next `pos` is unrelated to the last (`new-game`).
  void start_new_game() { continuable_ = false; }

  // The game followed, if any.
  const draughts_draw::Referee* referee() const { return referee_ ? &*referee_ : nullptr; }
  // The number of the game followed, from 1; a continued game keeps its number.
  int number() const override { return number_; }
  std::string_view edition() const override { return edition_.id; }

  // ---- LawsOfGame ----
  bool follows_game() const override { return referee_.has_value(); }
  int ply() const override { return referee_ ? referee_->ply() : 0; }
  std::optional<draw::Event> result() const override { return referee_->result_event(); }
  bool ended() const override { return referee_->ending().has_value(); }
  std::vector<draw::Event> board_claims() const override;
  // The claim the move allows (5.4.12.2), else the result it brings; a later `pos` may continue
  // after it. Hub engines say no score that the laws weigh.
  MoveJudgement judge_engine_move(std::string_view move, const Search& search,
                                  const std::optional<EngineScore>& score) override;

 private:
  absl::StatusOr<draughts::Position> read_position(const Line& pos) const;
  // The moves of the game followed that lead to `start`, when `start` and `sent` continue it.
  std::optional<std::vector<draughts::Move>> continuation(const draughts::Position& start,
                                                          const std::vector<draughts::Move>& sent) const;

  draughts_draw::Edition edition_;
  draw::Policy policy_;
  std::optional<draughts_draw::Referee> referee_;
  std::optional<draughts::Position> first_;  // the start of the game followed
  std::vector<draughts::Move> moves_;        // its moves from first_
  std::optional<draughts::Move> engine_move_;
  bool continuable_ = false;
  int number_ = 0;
};

}  // namespace drawbridge::hub
