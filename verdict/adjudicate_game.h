// `drawbridge adjudicate` for one game: the referee replays the moves under an edition and a
// policy, and the game is described as one JSON object (the subcommand's output contract).
// `drawbridge scan` replays PGN games through the same referee and writes the same verdict fields.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include <boost/json/object.hpp>
#include <boost/json/storage_ptr.hpp>

#include "absl/status/statusor.h"

#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/referee.h"
#include "rules/laws/policy.h"

namespace drawbridge {

// The `status` of a chess game that ended so (none: "ongoing").
std::string_view verdict_status(const std::optional<draw::Ending>& ending);

// Adds the verdict fields in contract order: plies, fen, status, result, end,
// moves_after_end, events, error. `out` has none of them yet.
void add_verdict_fields(const draw::Referee& referee, const draw::Replayed& replayed, boost::json::object& out);
// The same from their parts, for any game: `status` names the ending ("ongoing" for none) and
// becomes "error" when `replay` failed.
void add_verdict_fields(int plies, std::string_view fen, std::string_view status,
                        const std::optional<draw::Ending>& ending, const absl::Status& replay, int moves_after_end,
                        const std::vector<draw::Event>& events, boost::json::object& out);
// The same fields for a game that could not start (bad input line or FEN).
void add_error_fields(std::string_view message, boost::json::object& out);
// The object of such a game of input line `line_number`: its line and those fields.
boost::json::object error_object(int line_number, std::string_view message, const boost::json::storage_ptr& storage);

// The game of `line` (see adjudicate_input.h) replayed by `referee_for(slot, ...)`, which then
// holds its referee; or why the game could not start (a bad line or FEN).
absl::StatusOr<draw::Replayed> replay_game_line(std::string_view line, const draw::Edition& edition,
                                                const draw::Policy& policy, std::optional<draw::Referee>& slot);

// `line` is a game line (see adjudicate_input.h); `line_number` counts input lines from 1.
// A bad line gives "status":"error" with a message naming the ply and the move. The game is
// replayed by `referee_for(referee, ...)`. The object is allocated from `storage`.
boost::json::object adjudicate_game(std::string_view line, int line_number, const draw::Edition& edition,
                                    const draw::Policy& policy, std::optional<draw::Referee>& referee,
                                    const boost::json::storage_ptr& storage = {});

}  // namespace drawbridge
