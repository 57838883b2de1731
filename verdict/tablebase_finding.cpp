#include "verdict/tablebase_finding.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "rules/tablebases/tablebase_decision.h"
#include "support/absl_view.h"

namespace drawbridge {
namespace {

void add_contradiction(const draw::Event& verdict, draw::Result recorded, Judgement& j) {
  const std::string article = verdict.article.empty() ? "" : absl::StrCat(" (", verdict.article, ")");
  draw::Event event = verdict;
  event.detail =
      absl::StrCat("The tables and the laws give ", av(draw::result_text(*verdict.result)), article, " at ply ",
                   *verdict.ply, ", ", verdict.detail, "; the record says ", av(draw::result_text(recorded)), ".");
  j.findings.push_back(Finding{FindingKind::kTablebaseContradicts, event});
  j.lawful = verdict.result;
  if (!j.fix) j.fix = Fix{-1, std::move(event)};
}

void add_undecided_adjudication(const draw::Referee& referee, std::string_view why, Judgement& j) {
  draw::Event event;
  event.kind = draw::EventKind::kNotice;
  event.rule = draw::Rule::kTablebase;
  event.edition = referee.edition().id;
  event.ply = referee.ply();
  event.fen = referee.fen();
  event.detail = absl::StrCat("The record says the tables adjudicated the game (SyzygyTB) at ply ", referee.ply(),
                              ", where the tables and the laws decide nothing: ", av(why), ".");
  j.findings.push_back(Finding{FindingKind::kTablebaseAdjudicationUndecided, std::move(event)});
}

}  // namespace

void add_tablebase_findings(const tb::Tablebase& tables, const draw::Referee& referee,
                            std::optional<draw::Result> recorded, bool adjudicated, Judgement& j) {
  if (referee.ending()) return;
  const std::optional<tb::TablebaseDecision> decision = tb::final_position_decision(tables, referee);
  if (decision && decision->verdict.result) {
    if (recorded && *recorded != *decision->verdict.result) {
      add_contradiction(tb::tablebase_result_event(*decision, referee.position(), referee.ply(), referee.edition().id),
                        *recorded, j);
    }
    return;
  }
  if (!adjudicated) return;
  if (!tables.covers(referee.position())) {
    add_undecided_adjudication(referee, "the position is not in the tables (more pieces, or a castling right)", j);
  } else if (!decision) {
    add_undecided_adjudication(referee, "its table is missing", j);
  } else {
    add_undecided_adjudication(referee, decision->verdict.reason, j);
  }
}

}  // namespace drawbridge
