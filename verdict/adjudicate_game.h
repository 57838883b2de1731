// `drawbridge adjudicate` for one game: the referee replays the moves under an edition and a
// policy, and the game is described as one JSON object (the subcommand's output contract).
// `drawbridge scan` replays PGN games through the same referee and writes the same verdict fields.
#pragma once

#include <optional>
#include <string_view>

#include <boost/json/object.hpp>
#include <boost/json/storage_ptr.hpp>

#include "absl/status/statusor.h"

#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/referee.h"
#include "rules/laws/policy.h"

namespace drawbridge {

// The `status` of a chess game that ended so (none: "ongoing").
std::string_view verdict_status(const std::optional<draw::Ending>& ending);

// The object of a game of input line `line_number` that could not start (a bad input line or
// FEN): its line and verdict_fields.h's error fields, allocated from `storage`.
boost::json::object error_object(int line_number, std::string_view message, const boost::json::storage_ptr& storage);
// The object of a game of input line `line_number` that `referee` replayed: its line and the
// verdict fields, allocated from `storage`.
boost::json::object verdict_object(int line_number, const draw::Referee& referee, const draw::Replayed& replayed,
                                   const boost::json::storage_ptr& storage);

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
