// The draughts game a front end follows, mirrored under the edition's laws: the one game that the
// Hub front end and the DXP referee both hold, which answers the relay core's questions
// (LawsOfGame, relay_core.h). Two protocols feed it two ways:
//   - Hub sends a position and the moves since it every time (follow). The Hub GUI sends the
//     position after the last irreversible move and only the reversible moves since, so a position
//     the game already passed through, or reaches by one more move after the engine's, continues
//     that game: the counts that run across a man's move or a capture (FMJD 6.3-6.4, the
//     64-square material rules) keep their start. Anything else, or anything after
//     start_new_game(), begins a new game.
//   - DXP sends a start and then each move, and may take moves back (begin, play, take_back_to).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "proxy/session/relay_core.h"
#include "rules/draughts/position.h"
#include "rules/draughts_draw/edition.h"
#include "rules/draughts_draw/referee.h"
#include "rules/laws/event.h"
#include "rules/laws/policy.h"

namespace drawbridge::draughts_session {

// Why a game cannot be followed, and at which ply of it (none: the position itself).
struct FollowError {
  std::optional<int> ply;
  std::optional<std::string> move;
  std::string reason;

  friend bool operator==(const FollowError&, const FollowError&) = default;
};

// A position and the moves a protocol sent after it, read up to the first that is not legal.
struct SentGame {
  draughts::Position start;
  std::vector<draughts::Move> moves;
  std::optional<FollowError> bad_move;  // its ply counted from `start`
};

class DraughtsGame final : public LawsOfGame {
 public:
  DraughtsGame(draughts_draw::Edition edition, draw::Policy policy) : edition_(std::move(edition)), policy_(policy) {}

  // Follows the game `sent` names (Hub's `pos`); on an error nothing is followed until the next
  // good one.
  std::optional<FollowError> follow(const SentGame& sent);
  // Follows nothing: what the protocol sent could not be read.
  void forget();
  // The next position sent is unrelated to the last (Hub's `new-game`).
  void start_new_game() { continuable_ = false; }

  // A new game from `start` (DXP's GAMEREQ).
  void begin(const draughts::Position& start);
  // Plays a move of the player on move: the result, when it ends the game. A move after the end
  // is an error.
  absl::StatusOr<std::optional<draw::Event>> play(const draughts::Move& m);
  // Takes the moves after `ply` back (DXP's BACKREQ); an error for a ply outside the game.
  absl::Status take_back_to(int ply);

  // The game followed, if any, its start and its moves.
  const draughts_draw::Referee* referee() const { return referee_ ? &*referee_ : nullptr; }
  const std::optional<draughts::Position>& first() const { return first_; }
  const std::vector<draughts::Move>& moves() const { return moves_; }
  const draughts_draw::Edition& rules() const { return edition_; }

  // ---- LawsOfGame ----
  // The number of the game followed, from 1; a continued game keeps its number.
  int number() const override { return number_; }
  std::string_view edition() const override { return edition_.id; }
  bool follows_game() const override { return referee_.has_value(); }
  int ply() const override { return referee_ ? referee_->ply() : 0; }
  std::optional<draw::Event> result() const override { return referee_->result_event(); }
  bool ended() const override { return referee_->ending().has_value(); }
  std::vector<draw::Event> board_claims() const override;
  // `move` in Hub's words, the one protocol whose engine is asked to search. The claim the move
  // allows (5.4.12.2), else the result it brings; a later `pos` may continue after it. Hub engines
  // say no score that the laws weigh.
  MoveJudgement judge_engine_move(std::string_view move, const Search& search,
                                  const std::optional<EngineScore>& score) override;

 private:
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

}  // namespace drawbridge::draughts_session
