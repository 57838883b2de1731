// adjudicate's verdict fields written straight as JSON text, for its own lines and for
// `drawbridge scan`'s: the same fields, in the same order and bytes, as add_verdict_fields
// (adjudicate_game.h) and verdict_events.h put into a DOM, without the DOM
// (tests/differential/scan_vs_adjudicate.py, the unit cases of draw_adjudicate_test and the
// adjudicate_line fuzz target hold the two to each other).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/referee.h"
#include "rules/draughts_draw/edition.h"
#include "rules/laws/event.h"
#include "rules/laws/outcome.h"
#include "rules/laws/policy.h"
#include "rules/tablebases/tablebase.h"
#include "support/json_text.h"
#include "verdict/draughts_verdict.h"

namespace drawbridge {

// The members plies, fen, status, result, end, moves_after_end, events, error of the object
// `out` is writing; `status` names the ending ("ongoing" for none) and becomes "error" when
// `replay` failed.
void write_verdict_fields(int plies, std::string_view fen, std::string_view status,
                          const std::optional<draw::Ending>& ending, const absl::Status& replay, int moves_after_end,
                          const std::vector<draw::Event>& events, JsonText& out);
void write_verdict_fields(const draw::Referee& referee, const draw::Replayed& replayed, JsonText& out);
void write_draughts_verdict_fields(const draughts_draw::Referee& referee, const DraughtsReplayed& replayed,
                                   JsonText& out);
// The same members for a game that could not start; `status` is "error", or "skipped" with
// `message` then written as null.
void write_error_fields(std::string_view message, JsonText& out, std::string_view status = "error");

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
