// `drawbridge adjudicate` on a draughts game: the input line of adjudicate_input.h with START
// `startpos` or an FMJD FEN and the moves in PDN (`32-28 19-23 28x19`), replayed by the
// draughts referee under a draughts edition, and described with adjudicate's verdict fields.
// A claim line's `rule=threefold-repetition` (with `move=` a PDN move: 5.4.12.2's written move)
// is ruled on at its ply; flag falls are not modelled for draughts and are an error.
#pragma once

#include <string_view>

#include <boost/json/object.hpp>

#include "rules/draughts_draw/edition.h"
#include "rules/draw/policy.h"

namespace drawbridge {

boost::json::object adjudicate_draughts_game(std::string_view line, int line_number,
                                             const draughts_draw::Edition& edition, const draw::Policy& policy);

}  // namespace drawbridge
