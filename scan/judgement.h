// What the laws say about a replayed game against its record: the findings, the lawful
// result and the --fixed rewrite.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pgn/pgn_game.h"
#include "rules/chess_draw/referee.h"
#include "rules/laws/outcome.h"
#include "scan/findings.h"
#include "scan/fixed_pgn.h"

namespace drawbridge::scan {

struct Judgement {
  std::vector<Finding> findings;
  std::optional<draw::Result> lawful;  // when the laws decide the result
  std::optional<Fix> fix;              // when --fixed must rewrite the game
};

// The result a PGN result token or tag names; none for "*" and anything else.
std::optional<draw::Result> result_of(std::string_view text);

// The flag fall the record tells of, if any: the loser on time, or for a draw by timeout the
// player on move at the end.
std::optional<chess::Color> flagged_side(const pgn::PgnGame& pgn, const std::optional<std::string>& termination,
                                         std::optional<draw::Result> recorded, chess::Color on_move_at_end);

// `referee` after `replayed` (without error); `recorded`: the Result tag, if a result;
// `flagged_off_move`: a flag that fell with the other player on move, which the replay left
// alone and which is decided here on the final position; `timeout_article`: the edition's 6.9.
Judgement judge_game(const draw::Referee& referee, const draw::Replayed& replayed, std::optional<draw::Result> recorded,
                     std::optional<chess::Color> flagged_off_move, const std::string& timeout_article);

}  // namespace drawbridge::scan
