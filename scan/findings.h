// What scan reports about a game where the record and the laws part ways.
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace drawbridge::scan {

enum class FindingKind {
  kPlayedPastEnd,           // moves recorded after an automatic ending
  kResultContradictsLaws,   // the recorded result is not the lawful one
  kTimeoutShouldBeDraw,     // 6.9: lost on time, but the winner could not have mated
  kClaimableDrawNotClaimed  // informational: the first ply a draw could have been claimed
};

inline constexpr std::array kFindingKinds = {FindingKind::kPlayedPastEnd, FindingKind::kResultContradictsLaws,
                                             FindingKind::kTimeoutShouldBeDraw, FindingKind::kClaimableDrawNotClaimed};

// "played-past-end", "result-contradicts-laws", "timeout-should-be-draw", "claimable-draw-not-claimed".
std::string_view finding_kind_name(FindingKind kind);

// An informational finding leaves the record lawful: --fixed changes nothing for it.
bool is_informational(FindingKind kind);

struct Finding {
  FindingKind kind = FindingKind::kPlayedPastEnd;
  int ply = 0;
  std::string rule;     // as the verdict names rules: "fivefold-repetition", "timeout", ...
  std::string article;  // of the edition
  std::string sentence;
};

}  // namespace drawbridge::scan
