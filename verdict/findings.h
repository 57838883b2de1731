// What the judgement finds in a game, chess or draughts, where the record and the laws part ways.
#pragma once

#include <array>
#include <string_view>

#include "rules/laws/event.h"

namespace drawbridge {

enum class FindingKind {
  kPlayedPastEnd,                  // moves recorded after an automatic ending
  kResultContradictsLaws,          // the recorded result is not the lawful one
  kTimeoutShouldBeDraw,            // 6.9: lost on time, but the winner could not have mated
  kClaimableDrawNotClaimed,        // informational: the first ply a draw could have been claimed
  kTablebaseContradicts,           // with tables: the recorded result is not what they and the laws decide
  kTablebaseAdjudicationUndecided  // with tables: a manager's tablebase adjudication where they decide nothing
};

inline constexpr std::array kFindingKinds = {
    FindingKind::kPlayedPastEnd,        FindingKind::kResultContradictsLaws,
    FindingKind::kTimeoutShouldBeDraw,  FindingKind::kClaimableDrawNotClaimed,
    FindingKind::kTablebaseContradicts, FindingKind::kTablebaseAdjudicationUndecided};

// "played-past-end", "result-contradicts-laws", "timeout-should-be-draw", "claimable-draw-not-claimed",
// "tablebase-contradicts-result", "tablebase-adjudication-undecided".
std::string_view finding_kind_name(FindingKind kind);

// An informational finding leaves the record lawful: --fixed changes nothing for it.
bool is_informational(FindingKind kind);

// The referee's event a finding is about (the lawful ending, or a claim the player on move
// could have made: its ply, rule, article and position) with the finding's sentence as its detail.
struct Finding {
  FindingKind kind = FindingKind::kPlayedPastEnd;
  draw::Event event;
};

}  // namespace drawbridge
