#include "proxy/uci/front_end/event_lines.h"

#include "absl/strings/str_cat.h"
#include "render/event_line.h"

namespace drawbridge::uci {

void EventLines::on_event(const draw::Event& event) { absl::StrAppend(&out_, render::event_line(event), "\n"); }

}  // namespace drawbridge::uci
