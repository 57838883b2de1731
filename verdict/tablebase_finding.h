// What the Syzygy tables and the Laws decide about a recorded game that no law ended: its final
// position probed (rules/tablebases), its verdict set against the recorded result. A finished
// game's players are taken to claim the fifty-move draw when it is due, as a manager adjudicating
// by the tables assumes: a cursed win scored as a win, or a decided loss scored as a draw, is a
// finding, and --fixed re-scores it with Termination "tablebase".
#pragma once

#include <optional>

#include "rules/chess_draw/referee.h"
#include "rules/laws/outcome.h"
#include "rules/tablebases/tablebase.h"
#include "verdict/judgement.h"

namespace drawbridge {

// The tables' and the edition's result for the final position of `referee`'s game, as a result
// event (rule=tablebase), when the game has no ending by the laws and the tables decide it.
std::optional<draw::Event> final_tablebase_verdict(const tb::Tablebase& tables, const draw::Referee& referee);

// Adds the finding when `recorded` is a result the verdict contradicts; the verdict becomes the
// lawful result and, unless another finding has one already, the fix.
void add_tablebase_finding(const draw::Event& verdict, std::optional<draw::Result> recorded, Judgement& j);

}  // namespace drawbridge
