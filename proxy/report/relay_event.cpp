#include "proxy/report/relay_event.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

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

std::string clipped(std::string_view text, std::size_t limit) {
  if (text.size() <= limit) return std::string(text);
  return absl::StrCat(av(text.substr(0, limit)), "... (", text.size(), " bytes)");
}

}  // namespace drawbridge
