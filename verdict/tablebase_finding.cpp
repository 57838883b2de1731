#include "verdict/tablebase_finding.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "rules/tablebases/tablebase_decision.h"
#include "support/absl_view.h"

namespace drawbridge {

std::optional<draw::Event> final_tablebase_verdict(const tb::Tablebase& tables, const draw::Referee& referee) {
  const chess::Position& pos = referee.position();
  if (referee.ending() || !tables.covers(pos)) return std::nullopt;
  const std::optional<tb::TablebaseDecision> decision = tb::decide_position(
      tables, pos, [](chess::Color) { return true; }, referee.edition());
  if (!decision || !decision->verdict.result) return std::nullopt;
  return tb::tablebase_result_event(*decision, pos, referee.ply(), referee.edition().id);
}

void add_tablebase_finding(const draw::Event& verdict, std::optional<draw::Result> recorded, Judgement& j) {
  if (!recorded || *recorded == *verdict.result) return;
  const std::string article = verdict.article.empty() ? "" : absl::StrCat(" (", verdict.article, ")");
  draw::Event event = verdict;
  event.detail =
      absl::StrCat("The tables and the laws give ", av(draw::result_text(*verdict.result)), article, " at ply ",
                   *verdict.ply, ", ", verdict.detail, "; the record says ", av(draw::result_text(*recorded)), ".");
  j.findings.push_back(Finding{FindingKind::kTablebaseContradicts, event});
  j.lawful = verdict.result;
  if (!j.fix) j.fix = Fix{-1, std::move(event)};
}

}  // namespace drawbridge
