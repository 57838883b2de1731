// `drawbridge adjudicate` on a draughts game: the input line of adjudicate_input.h with START
// `startpos` or an FMJD FEN and the moves in PDN (`32-28 19-23 28x19`), replayed by the
// draughts referee under a draughts edition, and described with adjudicate's verdict fields.
// A claim line's `rule=threefold-repetition` (with `move=` a PDN move: 5.4.12.2's written move)
// is ruled on at its ply; flag falls are not modelled for draughts and are an error.
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include <boost/json/object.hpp>
#include <boost/json/storage_ptr.hpp>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "rules/chess_draw/recorded_game.h"
#include "rules/draughts_draw/edition.h"
#include "rules/draughts_draw/referee.h"
#include "rules/laws/policy.h"

namespace drawbridge {

// What replaying a recorded draughts game found, besides the referee's own state.
struct DraughtsReplayed {
  absl::Status status;              // an error names the ply and the move
  std::vector<draw::Event> events;  // the claims open at each ply, and the rulings
  int moves_after_end = 0;
};

// Replays `moves` (PDN) from the referee's position, ruling on `claims` at their plies.
DraughtsReplayed replay_draughts(draughts_draw::Referee& referee, std::span<const std::string_view> moves,
                                 std::span<const draw::ClaimRequest> claims);

// A draughts game line replayed: its referee and what the replay found.
struct DraughtsGame {
  draughts_draw::Referee referee;
  DraughtsReplayed replayed;
};

// The game of `line` replayed from its start, or why it could not start (a bad line or FEN, a
// flag fall).
absl::StatusOr<DraughtsGame> replay_draughts_line(std::string_view line, const draughts_draw::Edition& edition,
                                                  const draw::Policy& policy);

// The `status` of a draughts game that ended so (none: "ongoing").
std::string_view draughts_verdict_status(const std::optional<draw::Ending>& ending);

// The object is allocated from `storage`.
boost::json::object adjudicate_draughts_game(std::string_view line, int line_number,
                                             const draughts_draw::Edition& edition, const draw::Policy& policy,
                                             const boost::json::storage_ptr& storage = {});

}  // namespace drawbridge
