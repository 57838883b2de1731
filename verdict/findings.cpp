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

void write_finding(const Finding& finding, JsonText& out) {
  const draw::Event& e = finding.event;
  out.open_object();
  out.key("kind").string(finding_kind_name(finding.kind));
  out.key("ply").number(e.ply.value_or(0));
  out.key("rule").string(draw::rule_name(*e.rule));
  out.key("article").string(e.article);
  out.key("sentence").string(e.detail);
  out.close_object();
}

}  // namespace drawbridge
