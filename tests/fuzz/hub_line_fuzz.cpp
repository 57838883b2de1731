// The Hub relay's readers: any bytes, split into lines, are read without a crash by the Hub line
// reader and by the Hub front end (as the GUI's lines, then the engine's), under draughts-fmjd.
// A value written by quoted_value reads back as it was written.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "absl/strings/str_split.h"
#include "proxy/hub/hub_front_end.h"
#include "proxy/hub/hub_line.h"
#include "proxy/session/draughts/draughts_game.h"
#include "rules/draughts_draw/edition.h"
#include "support/absl_view.h"

namespace {

using namespace drawbridge;

const draughts_draw::Edition& fmjd() {
  static const draughts_draw::Edition edition = [] {
    auto found = draughts_draw::find_edition("draughts-fmjd", {std::string(DRAWBRIDGE_SOURCE_DIR) + "/configs/rules"});
    if (!found.ok() || !*found) __builtin_trap();
    return **found;
  }();
  return edition;
}

void check_round_trip(std::string_view value) {
  const std::string written = hub::quoted_value(value);
  const absl::StatusOr<hub::Line> read = hub::parse_line("x v=" + written);
  if (!read.ok()) __builtin_trap();
  const std::optional<std::string_view> back = read->value("v");
  if (!back || back->size() != value.size()) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  hub::HubFrontEnd front_end(draughts_session::DraughtsGame(fmjd(), draw::Policy{}), nullptr,
                             hub::FrontEndSettings{true, nullptr});
  for (const absl::string_view piece : absl::StrSplit(av(input), '\n')) {
    const std::string_view line(piece.data(), piece.size());
    if (const absl::StatusOr<hub::Line> parsed = hub::parse_line(line); parsed.ok()) {
      for (const hub::Argument& argument : parsed->arguments) {
        if (argument.value) check_round_trip(*argument.value);
      }
    }
    Additions add;
    (void)front_end.on_line(Side::kGui, line, add);
    (void)front_end.on_line(Side::kEngine, line, add);
  }
  return 0;
}
