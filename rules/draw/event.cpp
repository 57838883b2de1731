#include "rules/draw/event.h"

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

}  // namespace drawbridge::draw
