// A position decided by the tables and the Laws together, from its WDL and DTZ (one probe, see
// tablebase.h for its lock), and the decision in the one event form (rule=tablebase).
#pragma once

#include <optional>
#include <string>

#include "absl/functional/function_ref.h"
#include "rules/chess/position.h"
#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/referee.h"
#include "rules/laws/event.h"
#include "rules/tablebases/tablebase.h"
#include "rules/tablebases/tablebase_verdict.h"

namespace drawbridge::tb {

struct TablebaseDecision {
  TablebaseProbe probe;  // its dtz none when the DTZ table is missing
  TablebaseVerdict verdict;
};

// None when the tables do not cover pos or have no table for it; else the probe and the
// verdict (which may still be undecided). `claims(defender)`: whether the side that would lose
// claims 9.3 as soon as it may (tablebase_verdict), asked once the WDL has named that side.
std::optional<TablebaseDecision> decide_position(const Tablebase& tables, const chess::Position& pos,
                                                 absl::FunctionRef<bool(chess::Color)> claims,
                                                 const draw::Edition& edition);

// A decided verdict as a result event at `ply` of a game under `edition`: its result, the
// article that draws, the FEN, and the detail "wdl=<n> dtz=<n|none> clock=<n>: <reason>".
draw::Event tablebase_result_event(const TablebaseDecision& decision, const chess::Position& pos, int ply,
                                   const std::string& edition);

// A recorded game's final position decided, when no law ended the game and the tables cover it,
// with the players taken to claim the fifty-move draw as soon as they may (what a manager
// adjudicating by the tables assumes).
std::optional<TablebaseDecision> final_position_decision(const Tablebase& tables, const draw::Referee& referee);
// The same as a result event, when the tables and the edition decide it.
std::optional<draw::Event> final_position_verdict(const Tablebase& tables, const draw::Referee& referee);

}  // namespace drawbridge::tb
