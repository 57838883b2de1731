#include "proxy/cecp/protocol_switch.h"

#include "proxy/cecp/cecp_command.h"

namespace drawbridge::cecp {

ProtocolSwitch::ProtocolSwitch(GuiProtocol protocol, LineObserver& uci, LineObserver& cecp)
    : protocol_(protocol), uci_(uci), cecp_(cecp) {}

LineFate ProtocolSwitch::on_line(Side from, std::string_view line, Additions& add) {
  if (from == Side::kGui && protocol_ == GuiProtocol::kAuto) {
    const Command command = parse_command(line);
    if (command.verb != Verb::kEmpty) {
      protocol_ = command.verb == Verb::kXboard ? GuiProtocol::kCecp : GuiProtocol::kUci;
    }
  }
  return chosen().on_line(from, line, add);
}

std::size_t ProtocolSwitch::on_lines(Side from, std::string_view lines) {
  // The GUI's first line must reach on_line, which decides.
  if (from == Side::kGui && protocol_ == GuiProtocol::kAuto) return 0;
  return chosen().on_lines(from, lines);
}

}  // namespace drawbridge::cecp
