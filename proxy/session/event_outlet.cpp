#include "proxy/session/event_outlet.h"

#include <optional>

#include "absl/strings/str_cat.h"
#include "proxy/report/relay_event.h"
#include "support/absl_view.h"

namespace drawbridge {

void EventOutlet::emit(const draw::Event& event, std::string_view edition, int game, EventSink& sink) {
  sink.on_event(event);
  if (const std::optional<draw::Event> lost = write_or_give_up(file_, event, edition, game)) sink.on_event(*lost);
}

draw::Event engine_gone_event(std::string_view how) {
  return error_event(std::nullopt, std::nullopt, absl::StrCat("engine ", av(how)));
}

}  // namespace drawbridge
