// The engine line reader: any line an engine writes is read without a crash, and every view
// the reading returns lies inside the line.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

#include "proxy/uci/engine_line.h"

namespace {

using drawbridge::uci::EngineLine;

void require_inside(std::string_view line, std::string_view part) {
  if (part.empty()) return;
  if (part.data() < line.data() || part.data() + part.size() > line.data() + line.size()) __builtin_trap();
}

struct CheckViews {
  std::string_view line;
  void operator()(const drawbridge::uci::Id& id) const {
    require_inside(line, id.field);
    require_inside(line, id.value);
  }
  void operator()(const drawbridge::uci::Option& option) const {
    require_inside(line, option.name);
    require_inside(line, option.type);
    for (const auto& field : {option.default_value, option.min, option.max}) {
      if (field) require_inside(line, *field);
    }
    for (std::string_view var : option.vars) require_inside(line, var);
  }
  void operator()(const drawbridge::uci::BestMove& best) const {
    require_inside(line, best.move);
    if (best.ponder) require_inside(line, *best.ponder);
  }
  void operator()(const drawbridge::uci::Info& info) const {
    if (info.currmove) require_inside(line, *info.currmove);
    if (info.string) require_inside(line, *info.string);
    for (std::string_view move : info.pv) require_inside(line, move);
  }
  template <typename Other>
  void operator()(const Other&) const {}
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  const EngineLine parsed = drawbridge::uci::parse_engine_line(line);
  std::visit(CheckViews{line}, parsed);
  return 0;
}
