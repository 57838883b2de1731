#include "proxy/cecp/draw_speech.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "proxy/cecp/xboard_words.h"
#include "render/event_line.h"
#include "support/absl_view.h"

namespace drawbridge::cecp {

Speech speech_for(const draw::Event& event) {
  constexpr Speech kNothing, kOffer{true, false}, kClaim{false, true}, kBoth{true, true};
  if (!event.rule) return kNothing;
  const draw::Rule rule = *event.rule;
  switch (event.kind) {
    case draw::EventKind::kClaim: return event.move ? kBoth : kClaim;
    case draw::EventKind::kOffer: return kOffer;
    case draw::EventKind::kResult:
      if (event.result != draw::Result::kDraw) return kNothing;
      if (rule == draw::Rule::kThreefoldRepetition || rule == draw::Rule::kFiftyMove) return kClaim;
      if (rule == draw::Rule::kFivefoldRepetition || rule == draw::Rule::kSeventyFiveMove ||
          rule == draw::Rule::kDeadPosition) {
        return kOffer;
      }
      return kNothing;
    case draw::EventKind::kError:
    case draw::EventKind::kNotice:
    case draw::EventKind::kRuling:  // the relay rules on no claim: a referee's events
    case draw::EventKind::kFlagFall: return kNothing;
  }
  return kNothing;
}

bool gui_sees_on_board(const draw::Event& result) {
  if (result.kind != draw::EventKind::kResult || result.result != draw::Result::kDraw || !result.rule) return false;
  switch (*result.rule) {
    case draw::Rule::kThreefoldRepetition:
    case draw::Rule::kFivefoldRepetition:
    case draw::Rule::kFiftyMove:
    case draw::Rule::kSeventyFiveMove: return true;
    default: return false;
  }
}

bool said_as_comment(const draw::Event& event) { return event.rule == draw::Rule::kTablebase; }

std::string claim_line(const draw::Event& event) {
  std::string rule(event.rule ? draw::rule_name(*event.rule) : "draw");
  std::replace(rule.begin(), rule.end(), '-', ' ');
  std::string line = absl::StrCat("1/2-1/2 {drawbridge: ", rule);
  if (!event.article.empty()) absl::StrAppend(&line, ", article ", event.article);
  return absl::StrCat(line, "}");
}

std::string debug_line(const draw::Event& event) {
  constexpr std::string_view kInfoString = "info string ";
  std::string words = render::event_line(event);
  if (std::string_view(words).starts_with(kInfoString)) words.erase(0, kInfoString.size());
  return absl::StrCat("# ", defang(words));
}

}  // namespace drawbridge::cecp
