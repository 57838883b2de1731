#include "scan/findings.h"

namespace drawbridge::scan {

std::string_view finding_kind_name(FindingKind kind) {
  switch (kind) {
    case FindingKind::kPlayedPastEnd: return "played-past-end";
    case FindingKind::kResultContradictsLaws: return "result-contradicts-laws";
    case FindingKind::kTimeoutShouldBeDraw: return "timeout-should-be-draw";
    case FindingKind::kClaimableDrawNotClaimed: return "claimable-draw-not-claimed";
  }
  return "";
}

bool is_informational(FindingKind kind) { return kind == FindingKind::kClaimableDrawNotClaimed; }

}  // namespace drawbridge::scan
