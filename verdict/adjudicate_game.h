// `drawbridge adjudicate` for one game: replays the moves under an edition and a policy, and
// describes the game as one JSON object (the subcommand's output contract). `drawbridge scan`
// replays PGN games through the same code, so that its verdict fields are adjudicate's.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "rules/chess/position.h"
#include "rules/draw/arbiter.h"
#include "rules/draw/edition.h"
#include "rules/draw/policy.h"
#include "verdict/adjudicate_input.h"

namespace drawbridge {

// The moves of a game as text, each read in the position it is played in (UCI for
// adjudicate, SAN for scan). A refused move's error names the move.
class MoveText {
 public:
  virtual ~MoveText() = default;
  virtual int size() const = 0;
  virtual std::string_view text(int ply) const = 0;
  virtual absl::StatusOr<chess::Move> move(const chess::Position& pos, int ply) const = 0;
};

// What replaying a game found, besides the arbiter's own state (its ending and record).
struct Replayed {
  absl::Status status;  // an error names the ply and the move
  boost::json::array events;
  int moves_after_end = 0;
};

// Replays `moves` (with the claims and the flag fall of the input) through `arbiter`, whose
// record starts at the game's start position.
Replayed replay_game(draw::Arbiter& arbiter, const MoveText& moves, std::span<const ClaimRequest> claims,
                     std::optional<FlagFall> flag);

// The start of a game: `startpos` or a FEN; a bad FEN's error starts "bad FEN: ".
absl::StatusOr<chess::Position> start_position(std::string_view start, bool chess960 = false);

// Adds the verdict fields in contract order: plies, fen, status, result, end,
// moves_after_end, events, error. Moves `replayed.events`.
void add_verdict_fields(const draw::Arbiter& arbiter, Replayed& replayed, boost::json::object& out);
// The same fields for a game that could not start (bad input line or FEN).
void add_error_fields(std::string_view message, boost::json::object& out);

// The arbiter of a new game from `start`: `slot`'s, restarted, so that a run of many games
// shares one edition and one dead-position detector and allocates its record once.
draw::Arbiter& arbiter_for(std::optional<draw::Arbiter>& slot, const draw::Edition& edition, const draw::Policy& policy,
                           const chess::Position& start);

// `line` is a game line (see adjudicate_input.h); `line_number` counts input lines from 1.
// A bad line gives "status":"error" with a message naming the ply and the move. The game is
// replayed in `arbiter_for(arbiter, ...)`.
boost::json::object adjudicate_game(std::string_view line, int line_number, const draw::Edition& edition,
                                    const draw::Policy& policy, std::optional<draw::Arbiter>& arbiter);

}  // namespace drawbridge
