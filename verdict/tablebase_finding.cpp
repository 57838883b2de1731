#include "verdict/tablebase_finding.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge {

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
