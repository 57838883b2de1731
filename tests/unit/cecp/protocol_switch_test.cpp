// --gui auto: the GUI's first command decides, once; engine lines before it go to UCI.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "proxy/cecp/protocol_switch.h"

namespace drawbridge::cecp {
namespace {

class Recorder final : public LineObserver {
 public:
  LineFate on_line(Side from, std::string_view line, Additions&) override {
    lines.push_back(std::string(from == Side::kGui ? "gui " : "engine ") + std::string(line));
    return LineFate::kForward;
  }
  std::vector<std::string> lines;
};

TEST_CASE("auto: xboard first is CECP for good") {
  Recorder uci, cecp;
  ProtocolSwitch observer(GuiProtocol::kAuto, uci, cecp);
  Additions add;
  observer.on_line(Side::kEngine, "banner", add);
  observer.on_line(Side::kGui, "", add);
  observer.on_line(Side::kGui, "xboard", add);
  observer.on_line(Side::kGui, "uci", add);
  observer.on_line(Side::kEngine, "uciok", add);
  CHECK(uci.lines == std::vector<std::string>{"engine banner", "gui "});
  CHECK(cecp.lines == std::vector<std::string>{"gui xboard", "gui uci", "engine uciok"});
}

TEST_CASE("auto: anything else first is UCI for good") {
  Recorder uci, cecp;
  ProtocolSwitch observer(GuiProtocol::kAuto, uci, cecp);
  Additions add;
  observer.on_line(Side::kGui, "uci", add);
  observer.on_line(Side::kGui, "xboard", add);
  CHECK(uci.lines.size() == 2);
  CHECK(cecp.lines.empty());
}

TEST_CASE("forced protocols ignore the first command") {
  Recorder uci, cecp;
  Additions add;
  ProtocolSwitch forced_uci(GuiProtocol::kUci, uci, cecp);
  forced_uci.on_line(Side::kGui, "xboard", add);
  ProtocolSwitch forced_cecp(GuiProtocol::kCecp, uci, cecp);
  forced_cecp.on_line(Side::kGui, "uci", add);
  CHECK(uci.lines == std::vector<std::string>{"gui xboard"});
  CHECK(cecp.lines == std::vector<std::string>{"gui uci"});
}

}  // namespace
}  // namespace drawbridge::cecp
