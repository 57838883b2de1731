// The laws a watch referees its games by, and the warnings before a rule applies.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "rules/chess_draw/laws.h"
#include "rules/draughts_draw/edition.h"
#include "rules/tablebases/tablebase.h"

namespace drawbridge::watch {

// The warnings before a rule applies, each off unless asked for.
struct PreAlerts {
  bool second_occurrence = false;      // a position on the board for the second time
  std::optional<int> quiet_moves;      // this many moves without a capture or a pawn move
  std::optional<int> early_draw_move;  // a draw recorded before this move number
};

struct WatchRules {
  draw::Laws laws;                                 // chess's, and the policy of both games
  std::optional<draughts_draw::Edition> draughts;  // set: every game is draughts, refereed by it
  PreAlerts pre;
  // --syzygy: a finished chess game no law ended is set against the tables (verdict/tablebase_finding.h).
  std::shared_ptr<const tb::Tablebase> tables;

  // The id of the edition the alerts name.
  const std::string& edition_id() const { return draughts ? draughts->id : laws.edition.id; }
};

}  // namespace drawbridge::watch
