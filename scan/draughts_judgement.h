// What the draughts laws say about a replayed PDN game against its record, as judgement.h says
// it for chess: the findings, the lawful result and the --fixed rewrite.
#pragma once

#include <optional>
#include <string_view>

#include "rules/draughts_draw/referee.h"
#include "scan/judgement.h"
#include "verdict/draughts_verdict.h"

namespace drawbridge::scan {

// A PDN result (PDN 3.0's default and international result types: 1-0, 2-0, 1/2-1/2, 1-1, ...);
// none for "*", "0-0" and anything else.
std::optional<draw::Result> draughts_result_of(std::string_view text);

// `referee` after `replayed` (without error); `recorded`: the recorded result, if any.
Judgement judge_draughts_game(const draughts_draw::Referee& referee, const DraughtsReplayed& replayed,
                              std::optional<draw::Result> recorded);

}  // namespace drawbridge::scan
