// What the Syzygy tables and the Laws decide about a recorded game that no law ended (its final
// position's decision, tb::final_position_decision) set against its record: a cursed win scored
// as a win, a decided loss scored as a draw, which --fixed re-scores with Termination
// "tablebase"; a manager's tablebase adjudication where the tables decide nothing.
#pragma once

#include <optional>

#include "rules/chess_draw/referee.h"
#include "rules/laws/outcome.h"
#include "rules/tablebases/tablebase.h"
#include "verdict/judgement.h"

namespace drawbridge {

// The tables' findings on a finished chess game that no law ended and no flag decided:
//   - its recorded result is not what the tables and the edition give for its final position;
//   - `adjudicated`: its record says a manager adjudicated it by the tables (the comment
//     "SyzygyTB" of cutechess and fastchess), at a final position they do not decide.
// The first sets the lawful result and, unless another finding has one, the fix; the second
// has neither: the laws leave the game open there.
void add_tablebase_findings(const tb::Tablebase& tables, const draw::Referee& referee,
                            std::optional<draw::Result> recorded, bool adjudicated, Judgement& j);

}  // namespace drawbridge
