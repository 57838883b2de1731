// What a game's record says happened, read for the judgement: its result, as PGN (chess) or PDN
// (draughts) writes it, and the flag fall it tells of.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "pgn/pgn_game.h"
#include "rules/chess/types.h"
#include "rules/laws/outcome.h"

namespace drawbridge {

// The result a PGN result token or tag names; none for "*" and anything else.
std::optional<draw::Result> result_of(std::string_view text);

// A PDN result (PDN 3.0's default and international result types: 1-0, 2-0, 1/2-1/2, 1-1, ...);
// none for "*", "0-0" and anything else.
std::optional<draw::Result> draughts_result_of(std::string_view text);

// The flag fall the record tells of, if any: the loser on time, or for a draw by timeout the
// player on move at the end.
std::optional<chess::Color> flagged_side(const pgn::PgnGame& pgn, const std::optional<std::string>& termination,
                                         std::optional<draw::Result> recorded, chess::Color on_move_at_end);

}  // namespace drawbridge
