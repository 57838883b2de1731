#include "proxy/report/relay_event.h"

#include <utility>

namespace drawbridge {

draw::Event error_event(std::optional<int> ply, std::optional<std::string> move, std::string detail) {
  draw::Event event;
  event.kind = draw::EventKind::kError;
  event.ply = ply;
  event.move = std::move(move);
  event.detail = std::move(detail);
  return event;
}

draw::Event notice_event(std::optional<int> ply, std::string detail) {
  draw::Event event;
  event.kind = draw::EventKind::kNotice;
  event.ply = ply;
  event.detail = std::move(detail);
  return event;
}

}  // namespace drawbridge
