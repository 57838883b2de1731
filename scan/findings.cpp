#include "scan/findings.h"

#include "support/json_view.h"

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

boost::json::object finding_json(const Finding& finding, const boost::json::storage_ptr& storage) {
  const draw::Event& e = finding.event;
  return boost::json::object({{"kind", jsv(finding_kind_name(finding.kind))},
                              {"ply", e.ply.value_or(0)},
                              {"rule", jsv(draw::rule_name(*e.rule))},
                              {"article", jsv(e.article)},
                              {"sentence", jsv(e.detail)}},
                             storage);
}

ReportedFinding reported_finding(const Finding& finding) {
  ReportedFinding r;
  r.kind = std::string(finding_kind_name(finding.kind));
  r.rule = std::string(draw::rule_name(*finding.event.rule));
  r.article = finding.event.article;
  r.sentence = finding.event.detail;
  return r;
}

}  // namespace drawbridge::scan
