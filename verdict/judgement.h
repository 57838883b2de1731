// What the laws say about a replayed game against its record, chess or draughts: the findings,
// the lawful result and the --fixed rewrite. One judgement builds the same findings and
// sentences for both games; chess adds only its flag falls (6.9), which draughts does not model.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rules/chess_draw/referee.h"
#include "rules/draughts_draw/referee.h"
#include "rules/laws/outcome.h"
#include "verdict/draughts_verdict.h"
#include "verdict/findings.h"
#include "verdict/fixed_pgn.h"

namespace drawbridge {

struct Judgement {
  std::vector<Finding> findings;
  std::optional<draw::Result> lawful;  // when the laws decide the result
  std::optional<Fix> fix;              // when --fixed must rewrite the game
};

// Whether a finding says the record is wrong (any but the informational ones).
bool has_contradiction(const Judgement& j);

// A chess game: `referee` after `replayed` (without error); `recorded`: the Result tag, if a
// result; `flagged_off_move`: a flag that fell with the other player on move, which the replay
// left alone and which is decided here on the final position; `timeout_article`: the edition's 6.9.
Judgement judge_game(const draw::Referee& referee, const draw::Replayed& replayed, std::optional<draw::Result> recorded,
                     std::optional<chess::Color> flagged_off_move, const std::string& timeout_article);

// A draughts game: `referee` after `replayed` (without error); `recorded`: the recorded result, if any.
Judgement judge_game(const draughts_draw::Referee& referee, const DraughtsReplayed& replayed,
                     std::optional<draw::Result> recorded);

}  // namespace drawbridge
