// The referee of one chess game, move by move, whatever protocol the game comes from: it keeps
// the record, ends the game at the first automatic ending, knows which claims the player on move
// could make, rules on claims, keeps the draw offers and lets a flag fall under an edition and a
// policy. The relay, adjudicate, scan and watch all reach the laws through it; each law itself
// lives in its own file (repetition, move_count, dead_position, claim_ruling). A recorded game
// (adjudicate's line, a PGN game) is replayed by replay(), one step per move
// (recorded_replay.cpp); the automatic endings are settled in automatic_ending.cpp.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "rules/chess/position.h"
#include "rules/chess_draw/claim_ruling.h"
#include "rules/chess_draw/dead_position.h"
#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/game_record.h"
#include "rules/chess_draw/laws.h"
#include "rules/chess_draw/recorded_game.h"
#include "rules/chess_draw/side.h"
#include "rules/laws/draw_offer.h"
#include "rules/laws/event.h"
#include "rules/laws/outcome.h"
#include "rules/laws/policy.h"

namespace drawbridge::draw {

// The start of a game: `startpos` or a FEN; a bad FEN's error starts "bad FEN: ".
absl::StatusOr<chess::Position> start_position(std::string_view start, bool chess960 = false);

// A claim the player on move could make now and win: (a) with any of `moves` as the
// declared move (sorted by UCI text), or (b) on the board (`moves` empty).
struct AvailableClaim {
  Rule rule = Rule::kThreefoldRepetition;
  std::string article;
  std::vector<chess::Move> moves;
};

// What replaying a recorded game found, besides the referee's own state (ending and record).
struct Replayed {
  absl::Status status;        // an error names the ply and the move
  std::vector<Event> events;  // the claims that could be made, the rulings and the flag fall
  int moves_after_end = 0;
};

class Referee;

// Follows a replay move by move, as python-chess's game visitors follow a PGN traversal: the
// referee replays a record once, and whoever needs more than Replayed (the watch: a board, clocks
// and alerts at each ply) visits it on the way. Called on the replaying thread, in the order of
// the record; the visitor only reads the referee.
class ReplayVisitor {
 public:
  virtual ~ReplayVisitor() = default;
  // Recorded move `index` (from 0) has been played, the referee stands after it: whether the
  // replay goes on. A visitor that stops it (the watch, at a flag fall it reads in a clock)
  // leaves the referee there, and the replay ends without an error.
  virtual bool on_move(int index, const Referee& referee) = 0;
  // Recorded move `index` is refused, `why` as the notation or the referee says it (the replay's
  // own error adds the ply); the replay ends with that error, the referee before the move.
  virtual void on_refused(int index, const absl::Status& why) = 0;
};

class Referee {
 public:
  // `mate` decides dead positions; StaticUnwinnability when null.
  Referee(Edition edition, Policy policy, chess::Position start, std::shared_ptr<const MatePossibility> mate = nullptr);
  Referee(const Laws& laws, chess::Position start, std::shared_ptr<const MatePossibility> mate = nullptr)
      : Referee(laws.edition, laws.policy, std::move(start), std::move(mate)) {}

  // The referee of a game from `start`, `startpos` or a FEN (start_position's error for a bad one).
  static absl::StatusOr<Referee> create(const Laws& laws, std::string_view start, bool chess960 = false);

  // A new game from `start` under the same laws and detector, the record's storage kept: a
  // run of many games allocates nothing per game.
  void restart(const chess::Position& start);

  // --- The game, as the laws see it.
  const Edition& edition() const { return edition_; }
  const GameRecord& record() const { return record_; }
  int ply() const { return record_.ply(); }
  const chess::Position& position() const { return record_.position(); }
  std::string fen() const;
  // Decided on the first request after a move: checkmate and stalemate need to know whether
  // the player on move has a legal move, which the replay's next move usually tells for free.
  const std::optional<Ending>& ending() const {
    if (!settled_) settle_now();
    return ending_;
  }
  std::optional<Result> result() const;
  // The ending as an event, once the game has ended.
  std::optional<Event> result_event() const;
  // The legal moves of the position on the board (generated once per position, on the first
  // request: replaying a game needs only whether there is any).
  const chess::MoveList& legal_moves() const;

  // --- Moves. Each fails once the game has ended.
  // A move of the player on move: the result when it ends the game. An illegal move, or another
  // move than an incorrect claim's intended one, is an error.
  absl::StatusOr<std::vector<Event>> play(chess::Move m);
  absl::StatusOr<std::vector<Event>> play(std::string_view uci);
  // A move the caller knows to be legal (a mirror that has read it against the position), without
  // events: the ending is there to ask for.
  absl::Status play_legal(chess::Move m);
  // Takes moves back so that `ply` moves remain; an ending after that is undone.
  void takeback(int ply);

  // --- Claims (9.5).
  // What the player on move may claim now, in the order threefold (a), (b), fifty (a), (b).
  // Nothing once the game has ended.
  std::vector<AvailableClaim> available_claims() const;
  // The same claims as events (9.2.1.1, 9.3.1): with the moves that make them, or on the board.
  std::vector<Event> claimable() const;
  // A claim by the player on move, with an intended move (UCI) or on the board: the ruling, and
  // the result when the claim is correct.
  absl::StatusOr<std::vector<Event>> claim(ClaimedRule rule, std::optional<std::string_view> move, Clocks clocks);
  // The ruling alone. A correct claim ends the game; after an incorrect one with an intended
  // move, the caller plays that move.
  absl::StatusOr<ClaimRuling> ruling(const Claim& claim, Clocks clocks);

  // --- Offers (9.1.2).
  DrawOffers& offers() { return offers_; }
  const DrawOffers& offers() const { return offers_; }
  // `side` offers a draw, right after his own move (9.1.2.1): the offer.
  absl::StatusOr<std::vector<Event>> offer(chess::Color side);
  // `side` accepts the opponent's pending offer: the result.
  absl::StatusOr<std::vector<Event>> accept(chess::Color side);
  // The same without events.
  absl::Status offer_draw(chess::Color by);
  absl::Status accept_offer(chess::Color by);
  absl::Status reject_offer(chess::Color by);

  // --- Time (6.9).
  // The flag of `side`, on move, falls: the flag fall and the result, a draw when the opponent
  // cannot checkmate by any series of legal moves (decided with the full search).
  absl::StatusOr<std::vector<Event>> flag_fall(chess::Color side);

  // --- A recorded game.
  // Replays a recorded game from the position on the board (normally the start): its moves,
  // the claims of `claims` at their plies, and `flag`; `visitor`, if any, sees each move.
  Replayed replay(const MoveText& moves, std::span<const ClaimRequest> claims, std::optional<FlagFall> flag,
                  ReplayVisitor* visitor = nullptr);

 private:
  class Replay;

  Event event(EventKind kind) const;
  // play()'s checks and the move, without events.
  absl::Status advance(chess::Move m);
  // The replay's step (recorded_replay.cpp): `m`, legal, played when nothing but the move can
  // happen at this ply; false, and nothing changed, when the ending or a claim needs a look.
  // Inline into the replay's loop, its only caller: a call a move costs more than its body.
  [[gnu::always_inline]] inline bool step(chess::Move m);
  // The record's move (the mover's offers lapse as he moves) and the arrival in the new position.
  void record_move(chess::Move m) {
    offers_.on_move(side_of(record_.position().side_to_move()));
    record_.play(m);
    arrive();
  }
  // Looks at the position on the board after a move or a takeback.
  void arrive() {
    legal_move_known_ = false;
    legal_moves_.reset();
    settled_ = false;
    ending_.reset();
  }

  // automatic_ending.cpp: the automatic ending of the position on the board, once per position.
  void settle_now() const;
  // `may_have_died`: may_have_died(), which the caller has asked already.
  std::optional<Ending> automatic_ending(bool has_legal_move, bool may_have_died) const;
  std::optional<Ending> arbiter_initiative_ending() const;
  Ending draw_by(Rule rule, const std::string& article) const;
  bool may_have_died() const {
    return record_.ply() == 0 || (record_.position().halfmove_clock() == 0 && !pawn_step_left_alive());
  }
  // Who can still mate depends on the material and the pawns, which only a capture or a pawn
  // move changes; the pieces' reach is the same after a reversible move. A position the game
  // reached alive stays alive until then, so the decider runs on a fraction of the plies. Nor
  // after a pawn's step (no capture, no promotion) whose answer the detector knows to be the
  // one before it: every position of the record before the last was alive, or the game would
  // have ended there, and the step left the material as it was at the last one decided.
  // Inline: asked after every pawn move and capture.
  bool pawn_step_left_alive() const {
    // A step empties its square and fills another: a capture leaves the second filled (or, en
    // passant, empties a third).
    const int ply = record_.ply();
    const chess::Move last = record_.moves().back();
    const chess::Bitboard changed = record_.occupied_at(ply) ^ record_.occupied_at(ply - 1);
    const bool pawn_step = last.kind() != chess::MoveKind::kPromotion &&
                           changed == (chess::square_bb(last.from()) | chess::square_bb(last.to()));
    return pawn_step && mate_->unchanged_by_pawn_step(record_.position());
  }
  // False when no repetition or move-count rule can hold, nor any claim be made: each count of
  // the edition is a floor that most plies of a game are far below.
  bool may_draw_by_rule() const {
    return record_.position().halfmove_clock() >= floors_.clock ||
           record_.occurrences_at(record_.ply()) >= floors_.occurrences ||
           record_.most_occurrences_before_opponent_move() >= floors_.claim_occurrences;
  }

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
  DrawOffers offers_;
  // After an incorrect claim with an intended move, the move the claimant must play.
  std::optional<chess::Move> required_move_;
  bool legal_move_known_ = false;                       // the position has a legal move, told by a replay
  mutable std::optional<chess::MoveList> legal_moves_;  // a cache, filled by legal_moves()
  // ending_ holds the position's automatic ending only once settled_; claims, offers and flags
  // set it after settling.
  mutable bool settled_ = false;
  mutable std::optional<Ending> ending_;
};

// The referee of a new game from `start`: `slot`'s, restarted, so that a run of many games
// shares one edition and one dead-position detector and allocates its record once.
Referee& referee_for(std::optional<Referee>& slot, const Edition& edition, const Policy& policy,
                     const chess::Position& start);

}  // namespace drawbridge::draw
