// The DXP referee's reader: any bytes, cut at NULs, are read as DXP messages without a crash, a
// message read and written again reads back the same, and the referee takes them all, from the
// initiator and the follower in turn, under draughts-fmjd.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "proxy/dxp/dxp_message.h"
#include "proxy/dxp/dxp_referee.h"
#include "proxy/session/draughts/draughts_game.h"
#include "rules/draughts_draw/edition.h"

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

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  dxp::Referee referee(draughts_session::DraughtsGame(fmjd(), draw::Policy{}), nullptr, nullptr, nullptr);
  bool initiator = true;
  while (!input.empty()) {
    const std::size_t end = input.find('\0');
    const std::string_view text = input.substr(0, end);
    if (const absl::StatusOr<dxp::Message> message = dxp::parse_message(text); message.ok()) {
      const absl::StatusOr<dxp::Message> again = dxp::parse_message(dxp::render_message(*message));
      if (!again.ok() || dxp::render_message(*again) != dxp::render_message(*message)) __builtin_trap();
    }
    (void)referee.on_message(initiator ? dxp::Peer::kInitiator : dxp::Peer::kFollower, text);
    if (text.size() % 7 == 3) (void)referee.on_acknowledgement_timeout();
    initiator = !initiator;
    input.remove_prefix(end == std::string_view::npos ? input.size() : end + 1);
  }
  (void)referee.on_closed(dxp::Peer::kFollower, "");
  return 0;
}
