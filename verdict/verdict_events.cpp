#include "verdict/verdict_events.h"

#include "render/event_json.h"

namespace drawbridge {

boost::json::array verdict_events(const std::vector<draw::Event>& events, boost::json::storage_ptr storage) {
  boost::json::array out(std::move(storage));
  for (const draw::Event& event : events) {
    if (event.kind != draw::EventKind::kResult) out.emplace_back(render::verdict_event_json(event, out.storage()));
  }
  return out;
}

}  // namespace drawbridge
