// The arbiter of one game: applies an edition (and a policy) to the game record, move by
// move. It knows which claims the player on move could make, ends the game at the first
// automatic ending, rules on claims and keeps the draw offers.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "rules/chess/position.h"
#include "rules/chess_draw/claim_ruling.h"
#include "rules/chess_draw/dead_position.h"
#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/game_record.h"
#include "rules/laws/draw_offer.h"
#include "rules/laws/outcome.h"
#include "rules/laws/policy.h"

namespace drawbridge::draw {

// A claim the player on move could make now and win: (a) with any of `moves` as the
// declared move (sorted by UCI text), or (b) on the board (`moves` empty).
struct AvailableClaim {
  Rule rule = Rule::kThreefoldRepetition;
  std::string article;
  std::vector<chess::Move> moves;
};

class Arbiter {
 public:
  // `mate` decides dead positions; StaticUnwinnability when null.
  Arbiter(Edition edition, Policy policy, chess::Position start, std::shared_ptr<const MatePossibility> mate = nullptr);

  const Edition& edition() const { return edition_; }
  const GameRecord& record() const { return record_; }
  // Decided on the first request after a move: checkmate and stalemate need to know whether
  // the player on move has a legal move, which note_legal_move usually tells for free.
  const std::optional<Ending>& ending() const {
    settle();
    return ending_;
  }
  // The legal moves of the position on the board (generated once per position, on the
  // first request: replaying a game needs only whether there is any).
  const chess::MoveList& legal_moves() const;

  // Plays a legal move of the player on move; fails once the game has ended.
  absl::Status play(chess::Move m);
  // `m` is legal in the position on the board (the caller has checked it, as play requires):
  // a replay that has read the next recorded move spares the search for one.
  void note_legal_move(chess::Move m);
  // A new game from `start` under the same laws and detector, the record's storage kept: a
  // replay of many games allocates nothing per game.
  void restart(const chess::Position& start);
  // Takes moves back so that `ply` moves remain; an ending after that is undone.
  void takeback(int ply);

  // What the player on move may claim now, in the order threefold (a), (b), fifty (a), (b).
  // Nothing once the game has ended.
  std::vector<AvailableClaim> available_claims() const;
  // False when available_claims() is empty for certain: a few comparisons, for replays.
  bool may_claim() const { return !ending() && may_draw_by_rule(); }

  // Rules on a claim by the player on move (9.5). A correct claim ends the game; after an
  // incorrect one with an intended move, the caller plays that move.
  absl::StatusOr<ClaimRuling> claim(const Claim& claim, Clocks clocks);

  // `flagged` has run out of time (6.9): a loss, or a draw when the opponent cannot checkmate
  // by any series of legal moves, as `decider` proves. Fails once the game has ended.
  absl::Status flag_fall(chess::Color flagged, const MatePossibility& decider);

  DrawOffers& offers() { return offers_; }
  const DrawOffers& offers() const { return offers_; }
  // `by` offers a draw; valid right after his own move (9.1.2.1).
  absl::Status offer_draw(chess::Color by);
  // The addressee of a pending offer (or of a claim that counts as one) accepts: a draw.
  absl::Status accept_offer(chess::Color by);
  absl::Status reject_offer(chess::Color by);

 private:
  // Looks at the position on the board after a move or a takeback.
  void arrive();
  // Decides the automatic ending of the position on the board, once per position.
  void settle() const {
    if (!settled_) settle_now();
  }
  void settle_now() const;
  std::optional<Ending> automatic_ending(bool has_legal_move) const;
  bool may_have_died() const {
    return record_.ply() == 0 || (record_.position().halfmove_clock() == 0 && !pawn_step_left_alive());
  }
  // The last move was a pawn's step after which the detector's answer is the one before it.
  bool pawn_step_left_alive() const;
  // False when no repetition or move-count rule can hold, nor any claim be made: each count of
  // the edition is a floor that most plies of a game are far below.
  bool may_draw_by_rule() const {
    return record_.position().halfmove_clock() >= floors_.clock ||
           record_.occurrences_at(record_.ply()) >= floors_.occurrences ||
           record_.most_occurrences_before_opponent_move() >= floors_.claim_occurrences;
  }
  std::optional<Ending> arbiter_initiative_ending() const;
  Ending draw_by(Rule rule, const std::string& article) const;

  Edition edition_;
  Policy policy_;
  // Below these, no repetition or move-count rule holds (may_draw_by_rule).
  struct Floors {
    int clock;              // half-moves: a fifty-move claim with the move, or the 75 moves
    int occurrences;        // of the position on the board: threefold (b), fivefold
    int claim_occurrences;  // of one the next move can return to: threefold (a)
  } floors_;
  std::shared_ptr<const MatePossibility> mate_;
  GameRecord record_;
  bool legal_move_noted_ = false;                       // note_legal_move since arriving
  mutable std::optional<chess::MoveList> legal_moves_;  // a cache, filled by legal_moves()
  DrawOffers offers_;
  // ending_ holds the position's automatic ending only once settled_; claims, offers and flags
  // set it after settling.
  mutable bool settled_ = false;
  mutable std::optional<Ending> ending_;
};

}  // namespace drawbridge::draw
