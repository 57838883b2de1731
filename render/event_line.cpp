#include "render/event_line.h"

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::render {
namespace {

// The detail runs to the end of the line: a line break inside it would end the line early
// and start a bogus one, so it becomes a space.
std::string one_line(std::string_view text) {
  std::string line(text);
  for (char& c : line) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  return line;
}

}  // namespace

std::string event_line(const draw::Event& event) {
  std::string line = absl::StrCat("info string drawbridge event=", av(draw::event_kind_name(event.kind)),
                                  " rule=", event.rule ? av(draw::rule_name(*event.rule)) : "none",
                                  " article=", event.article.empty() ? "none" : event.article);
  if (event.ply) absl::StrAppend(&line, " ply=", *event.ply);
  if (event.move) absl::StrAppend(&line, " move=", *event.move);
  if (event.result) absl::StrAppend(&line, " result=", av(draw::result_text(*event.result)));
  if (!event.detail.empty()) absl::StrAppend(&line, " detail=", one_line(event.detail));
  return line;
}

}  // namespace drawbridge::render
