#include "rules/laws/event.h"

#include <string>
#include <utility>

namespace drawbridge::draw {

std::string_view event_kind_name(EventKind kind) {
  switch (kind) {
    case EventKind::kClaim: return "claim";
    case EventKind::kOffer: return "offer";
    case EventKind::kResult: return "result";
    case EventKind::kError: return "error";
    case EventKind::kNotice: return "notice";
    case EventKind::kRuling: return "ruling";
    case EventKind::kFlagFall: return "flag-fall";
  }
  return "notice";
}

Event result_event(const Ending& over, std::string_view edition, std::string fen) {
  Event e;
  e.kind = EventKind::kResult;
  e.rule = over.rule;
  e.article = over.article;
  e.edition = std::string(edition);
  e.ply = over.ply;
  e.result = over.result;
  e.fen = std::move(fen);
  return e;
}

}  // namespace drawbridge::draw
