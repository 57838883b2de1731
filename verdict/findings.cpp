#include "verdict/findings.h"

namespace drawbridge {

std::string_view finding_kind_name(FindingKind kind) {
  switch (kind) {
    case FindingKind::kPlayedPastEnd: return "played-past-end";
    case FindingKind::kResultContradictsLaws: return "result-contradicts-laws";
    case FindingKind::kTimeoutShouldBeDraw: return "timeout-should-be-draw";
    case FindingKind::kClaimableDrawNotClaimed: return "claimable-draw-not-claimed";
    case FindingKind::kTablebaseContradicts: return "tablebase-contradicts-result";
    case FindingKind::kTablebaseAdjudicationUndecided: return "tablebase-adjudication-undecided";
  }
  return "";
}

bool is_informational(FindingKind kind) { return kind == FindingKind::kClaimableDrawNotClaimed; }

}  // namespace drawbridge
