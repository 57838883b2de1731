// The referee of one game, move by move, whatever protocol the game comes from: it plays the
// moves, rules on claims, keeps the draw offers and lets a flag fall under an edition and a
// policy, and says what each call caused as events. The relay, adjudicate and scan all referee
// through it; a recorded game (adjudicate's line, scan's PGN) is replayed by replay().
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
#include "rules/chess_draw/arbiter.h"
#include "rules/chess_draw/claim_ruling.h"
#include "rules/chess_draw/laws.h"
#include "rules/chess_draw/recorded_game.h"
#include "rules/laws/event.h"

namespace drawbridge::draw {

// The start of a game: `startpos` or a FEN; a bad FEN's error starts "bad FEN: ".
absl::StatusOr<chess::Position> start_position(std::string_view start, bool chess960 = false);

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

  // A new game from `start` under the same laws, the record's storage kept.
  void restart(const chess::Position& start);

  // Plays a move of the player on move: the result when it ends the game. An illegal move, a
  // move after the end, or another move than an incorrect claim's intended one is an error.
  absl::StatusOr<std::vector<Event>> play(chess::Move m);
  absl::StatusOr<std::vector<Event>> play(std::string_view uci);
  // A claim by the player on move (9.5), with an intended move (UCI) or on the board: the
  // ruling, and the result when the claim is correct.
  absl::StatusOr<std::vector<Event>> claim(ClaimedRule rule, std::optional<std::string_view> move, Clocks clocks);
  // `side` offers a draw, right after his own move (9.1.2.1): the offer.
  absl::StatusOr<std::vector<Event>> offer(chess::Color side);
  // `side` accepts the opponent's pending offer: the result.
  absl::StatusOr<std::vector<Event>> accept(chess::Color side);
  // The flag of `side`, on move, falls (6.9): the flag fall and the result, a draw when the
  // opponent cannot checkmate by any series of legal moves (decided with the full search).
  absl::StatusOr<std::vector<Event>> flag_fall(chess::Color side);

  // The claims the player on move could make now and win: with the moves that make them
  // (9.2.1.1, 9.3.1), or on the board (no moves).
  std::vector<Event> claimable() const;
  // The ending as an event, once the game has ended.
  std::optional<Event> result_event() const;

  // Replays a recorded game from the position on the board (normally the start): its moves,
  // the claims of `claims` at their plies, and `flag`; `visitor`, if any, sees each move.
  Replayed replay(const MoveText& moves, std::span<const ClaimRequest> claims, std::optional<FlagFall> flag,
                  ReplayVisitor* visitor = nullptr);

  const std::optional<Ending>& ending() const { return arbiter_.ending(); }
  std::optional<Result> result() const;
  int ply() const { return arbiter_.record().ply(); }
  const chess::Position& position() const { return arbiter_.record().position(); }
  std::string fen() const;
  const Edition& edition() const { return arbiter_.edition(); }
  // The inner arbiter: the record, takebacks and the offers a live game keeps.
  const Arbiter& arbiter() const { return arbiter_; }
  Arbiter& arbiter() { return arbiter_; }

 private:
  class Replay;

  Event event(EventKind kind) const;
  // The move after the checks play() makes, without events (a replay asks for the ending itself).
  absl::Status advance(chess::Move m);

  Arbiter arbiter_;
  // After an incorrect claim with an intended move, the move the claimant must play.
  std::optional<chess::Move> required_move_;
};

// The referee of a new game from `start`: `slot`'s, restarted, so that a run of many games
// shares one edition and one dead-position detector and allocates its record once.
Referee& referee_for(std::optional<Referee>& slot, const Edition& edition, const Policy& policy,
                     const chess::Position& start);

}  // namespace drawbridge::draw
