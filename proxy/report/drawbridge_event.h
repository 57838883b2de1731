// One thing drawbridge says in the stream: a claim or offer for the engine's side, an
// arbiter's result, or a notice or error about the mirror. The injected `info string` line
// and the --events JSON line are both printed from this one value, so they always agree.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "rules/draw/outcome.h"

namespace drawbridge {

enum class EventKind { kClaim, kOffer, kResult, kError, kNotice };

std::string_view event_kind_name(EventKind kind);

struct DrawbridgeEvent {
  EventKind kind = EventKind::kNotice;
  std::optional<draw::Rule> rule;  // none for errors and notices
  std::string article;             // empty when no article applies
  std::optional<int> ply = 0;      // of the position the event is about; none outside a game
  std::optional<std::string> move;
  std::optional<draw::Result> result;
  std::string detail;              // free text, empty for none
  std::optional<std::string> fen;  // of the position at `ply`, when the mirror knows it
};

}  // namespace drawbridge
