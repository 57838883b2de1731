// The game-neutral port through which the watch's visitors read a game as its record is replayed
// once (chess_replay.h through the chess referee, draughts_replay.h through the draughts one), and
// the visitors' own shape: each
// small visitor (clock_watch.h, claim_watch.h, pre_alerts.h) sees every move on that one replay,
// as python-chess's visitors see one traversal of a PGN, and adds its alerts in the game's order.
// The port names no game: its players are the laws' own sides (rules/laws/side.h), to which each
// replay converts its game's colours.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "pgn/pgn_game.h"
#include "rules/laws/event.h"
#include "rules/laws/side.h"
#include "verdict/judgement.h"

namespace drawbridge::watch {

class PlyVisitor;

class ReplayedGame {
 public:
  virtual ~ReplayedGame() = default;

  // From the FEN tag, or the game's start position when there is none: the error of a bad FEN.
  virtual absl::Status start(const std::optional<std::string>& fen) = 0;
  // Replays the record's `moves` once, each move shown to `visitors` in their order: whether all
  // were played without an error and without a visitor stopping the replay.
  virtual bool play(const std::vector<pgn::SanToken>& moves, std::span<PlyVisitor* const> visitors) = 0;

  // The position on the board.
  virtual int ply() const = 0;
  virtual std::string fen() const = 0;
  virtual draw::Side on_move() const = 0;
  virtual int move_number() const = 0;
  virtual int occurrences() const = 0;  // of this position so far, this one included
  virtual int quiet_plies() const = 0;  // since the last capture or pawn move

  // What the laws say of it.
  virtual std::optional<draw::Event> result_event() const = 0;
  virtual bool ended() const = 0;
  virtual std::vector<draw::Event> claimable() const = 0;
  // The dead-position search: whether `side` can checkmate by any series of legal moves.
  virtual bool can_checkmate(draw::Side side) const = 0;

  // The result a result tag or token names, as the game writes results.
  virtual std::optional<draw::Result> recorded_result(std::string_view text) const = 0;
  // At the end of the record: the flag of the player on move falls (6.9), as the record tells;
  // its flag-fall event, if the laws let it fall.
  virtual std::optional<draw::Event> flag_fall_on_move() = 0;
  // What the judgement (verdict/judgement.h) finds in the record so far, `recorded` its result.
  virtual Judgement judge(std::optional<draw::Result> recorded, std::optional<draw::Side> flagged_off_move) const = 0;
};

class PlyVisitor {
 public:
  virtual ~PlyVisitor() = default;
  // Recorded move `token` has been played by `mover` and `game` stands after it: whether the
  // replay goes on (a flag that fell during the move stops it there).
  virtual bool on_move(const ReplayedGame& game, const pgn::SanToken& token, draw::Side mover) = 0;
  // Recorded move `index` is refused; the replay ends there, before it.
  virtual void on_refused(const ReplayedGame&, int /*index*/, const absl::Status& /*why*/) {}
};

// An alert of the watch's own (not the referee's) about the position on `game`'s board, or about
// no position when `game` is null.
draw::Event watch_alert(draw::EventKind kind, const std::string& edition, const ReplayedGame* game);

}  // namespace drawbridge::watch
