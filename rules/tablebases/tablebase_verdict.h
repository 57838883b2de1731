// What the tables and the Laws decide together: a position's WDL and DTZ, its halfmove clock,
// whether the side that would lose claims the fifty-move draw, and the edition in force.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "rules/chess/types.h"
#include "rules/chess_draw/edition.h"
#include "rules/laws/outcome.h"
#include "rules/tablebases/tablebase.h"

namespace drawbridge::tb {

enum class TablebaseOutcome { kWin, kDraw, kLoss, kUndecided };  // for the side to move

struct TablebaseVerdict {
  TablebaseOutcome outcome = TablebaseOutcome::kUndecided;
  std::optional<draw::Result> result;  // none when undecided
  std::string article;                 // the law that draws it (9.3's claim, 9.6.2); empty otherwise
  std::string_view reason;             // a few words: "won before the fifty-move claim", ...
};

// `clock` is the halfmove clock of the position probed, `mover` its side to move; with
// `defender_claims` the side that would lose claims 9.3 as soon as it may. A DTZ of n may be
// n + 1 plies (Syzygy rounds), so a first phase that ends exactly on a bound is undecided,
// except n = 100 right after a zeroing move, which the tables guarantee.
TablebaseVerdict tablebase_verdict(const TablebaseProbe& probe, int clock, chess::Color mover, bool defender_claims,
                                   const draw::Edition& edition);

}  // namespace drawbridge::tb
