// The referee of one draughts game under a draughts edition and a tournament policy: it plays
// the moves, ends the game by the automatic rules and by a player's inability to move, rules on
// claims (5.4.12.2, 5.4.12.5), keeps the draw offers (5.4.12.3-4) and, under the policy of
// arbiter initiative (5.4.12.6), ends the game by a rule a player could claim. It speaks the
// chess referee's events (draw::Event), so every rendering of them serves both games.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/draughts/position.h"
#include "rules/draughts_draw/edition.h"
#include "rules/draughts_draw/game_record.h"
#include "rules/laws/draw_offer.h"
#include "rules/laws/event.h"
#include "rules/laws/outcome.h"
#include "rules/laws/policy.h"
#include "rules/laws/ruling.h"

namespace drawbridge::draughts_draw {

class Referee {
 public:
  Referee(Edition edition, draw::Policy policy, draughts::Position start);
  // From the edition's game's start position, or a FEN (its error starts "bad FEN: ").
  static absl::StatusOr<Referee> create(const Edition& edition, const draw::Policy& policy,
                                        std::optional<std::string_view> fen = std::nullopt);

  // Plays a move of the player on move (PDN text, or a legal move): the result when it ends
  // the game. A move after the end is an error.
  absl::StatusOr<std::vector<draw::Event>> play(const draughts::Move& m);
  absl::StatusOr<std::vector<draw::Event>> play(std::string_view pdn);
  // A claim of `rule` by the player on move, on the board or with a written move (PDN): the
  // ruling, and the result when it is upheld. A refused claim's written move is played
  // (5.4.12.2: "the move written down is deemed made"). The clocks are reported unchanged: the
  // check runs on the claimant's time, with no fixed penalty.
  absl::StatusOr<std::vector<draw::Event>> claim(draw::Rule rule, std::optional<std::string_view> move = std::nullopt,
                                                 draw::Clocks clocks = {});
  // `side` offers a draw right after his own move: the offer.
  absl::StatusOr<std::vector<draw::Event>> offer(draughts::Color side);
  // `side` accepts the opponent's pending offer: the result.
  absl::StatusOr<std::vector<draw::Event>> accept(draughts::Color side);

  // The claims the player on move could make now and win: with the moves (PDN) that make
  // them, or on the board (no moves).
  std::vector<draw::Event> claimable() const;
  // The ending as an event, once the game has ended.
  std::optional<draw::Event> result_event() const;

  const std::optional<draw::Ending>& ending() const { return ending_; }
  int ply() const { return record_.ply(); }
  const draughts::Position& position() const { return record_.position(); }
  const GameRecord& record() const { return record_; }
  const Edition& edition() const { return edition_; }
  std::string fen() const;

 private:
  draw::Event event(draw::EventKind kind) const;
  // The ending the position on the board brings, if any: a player who cannot move loses
  // (FMJD 7.2.2-3), then the automatic rules, then, under arbiter initiative, the claims.
  std::optional<draw::Ending> automatic_ending() const;
  void advance(const draughts::Move& m);
  absl::StatusOr<draughts::Move> read_move(std::string_view pdn) const;

  Edition edition_;
  draw::Policy policy_;
  GameRecord record_;
  draw::DrawOffers offers_;
  std::optional<draw::Ending> ending_;
};

}  // namespace drawbridge::draughts_draw
