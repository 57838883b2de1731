// `drawbridge adjudicate`'s lines written straight as JSON text, without a DOM: the fields of
// verdict_fields.h, as adjudicate_game.h builds them into a tree (the unit cases of
// draw_adjudicate_test and the adjudicate_line fuzz target hold the two to each other).
#pragma once

#include <optional>
#include <string_view>

#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/referee.h"
#include "rules/draughts_draw/edition.h"
#include "rules/laws/policy.h"
#include "rules/tablebases/tablebase.h"
#include "support/json_text.h"
#include "verdict/draughts_verdict.h"

namespace drawbridge {

// `drawbridge adjudicate`'s answer to a game line, the object adjudicate_game (or
// adjudicate_draughts_game) builds, written as text; false when its `error` is set. With
// `tables` (--syzygy), one more member after them: `tablebase`, the tables' verdict on a final
// position no law ended (tb::final_position_verdict), or null.
bool write_adjudicated_game(std::string_view line, int line_number, const draw::Edition& edition,
                            const draw::Policy& policy, std::optional<draw::Referee>& slot, JsonText& out,
                            const tb::Tablebase* tables = nullptr);
bool write_adjudicated_draughts_game(std::string_view line, int line_number, const draughts_draw::Edition& edition,
                                     const draw::Policy& policy, JsonText& out);

}  // namespace drawbridge
