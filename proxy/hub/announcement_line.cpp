#include "proxy/hub/announcement_line.h"

#include "absl/strings/str_cat.h"
#include "proxy/hub/hub_line.h"
#include "support/absl_view.h"

namespace drawbridge::hub {

std::string announcement_line(const draw::Event& event) {
  std::string line = absl::StrCat("drawbridge event=", av(draw::event_kind_name(event.kind)),
                                  " rule=", event.rule ? av(draw::rule_name(*event.rule)) : "none",
                                  " article=", event.article.empty() ? "none" : quoted_value(event.article));
  if (event.ply) absl::StrAppend(&line, " ply=", *event.ply);
  if (event.move) absl::StrAppend(&line, " move=", quoted_value(*event.move));
  if (event.result) absl::StrAppend(&line, " result=", av(draw::result_text(*event.result)));
  if (!event.detail.empty()) absl::StrAppend(&line, " detail=", quoted_value(event.detail));
  return line;
}

}  // namespace drawbridge::hub
