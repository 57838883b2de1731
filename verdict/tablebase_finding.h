// What the Syzygy tables and the Laws decide about a recorded game that no law ended (its final
// position's verdict, tb::final_position_verdict) set against the recorded result: a cursed win
// scored as a win, or a decided loss scored as a draw, is a finding, and --fixed re-scores it
// with Termination "tablebase".
#pragma once

#include <optional>

#include "rules/laws/event.h"
#include "rules/laws/outcome.h"
#include "verdict/judgement.h"

namespace drawbridge {

// Adds the finding when `recorded` is a result the verdict contradicts; the verdict becomes the
// lawful result and, unless another finding has one already, the fix.
void add_tablebase_finding(const draw::Event& verdict, std::optional<draw::Result> recorded, Judgement& j);

}  // namespace drawbridge
