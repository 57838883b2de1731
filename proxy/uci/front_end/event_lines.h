// The session's events as a UCI GUI hears them: one `info string drawbridge` line each
// (render/event_line.h), appended to the lines of the call at hand (a reply to the GUI's line, or
// the lines that go right before the engine's).
#pragma once

#include <string>

#include "proxy/session/event_sink.h"

namespace drawbridge::uci {

class EventLines final : public EventSink {
 public:
  // `out` must outlive the sink.
  explicit EventLines(std::string& out) : out_(out) {}

  void on_event(const draw::Event& event) override;
  // python-chess keeps the last `info string` of a search: the result is said again, last.
  void on_result_again(const draw::Event& result) override { on_event(result); }

 private:
  std::string& out_;
};

}  // namespace drawbridge::uci
