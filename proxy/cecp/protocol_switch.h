// --gui: which observer the relay's lines go to. `auto` decides on the GUI's first command
// (`xboard`: CECP; anything else: UCI, exactly as without this class); engine lines before
// that go to the UCI side, so they reach the GUI unchanged.
#pragma once

#include <atomic>

#include "proxy/process/line_observer.h"
#include "settings/settings.h"

namespace drawbridge::cecp {

class ProtocolSwitch final : public LineObserver {
 public:
  ProtocolSwitch(GuiProtocol protocol, LineObserver& uci, LineObserver& cecp);

  LineFate on_line(Side from, std::string_view line, Additions& add) override;
  std::size_t on_lines(Side from, std::string_view lines) override;
  bool engine_owes_answers() const override { return chosen().engine_owes_answers(); }
  std::string on_engine_gone(std::string_view how) override { return chosen().on_engine_gone(how); }

 private:
  LineObserver& chosen() const { return protocol_ == GuiProtocol::kCecp ? cecp_ : uci_; }

  std::atomic<GuiProtocol> protocol_;  // kAuto until the GUI's first command
  LineObserver& uci_;
  LineObserver& cecp_;
};

}  // namespace drawbridge::cecp
