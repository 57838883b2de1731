// One thing drawbridge says about a game: a claim the player on move can make, an offer, a
// ruling on a claim, a flag fall, the result, or a notice or error about the mirror. The
// referee, the relay, adjudicate and scan all speak in this one value, and every rendering
// (the relay's `info string` line, the events file, adjudicate's and scan's JSON, the --fixed
// comment, the HTML page) is printed from it, so they always agree.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/laws/outcome.h"
#include "rules/laws/ruling.h"
#include "rules/laws/side.h"

namespace drawbridge::draw {

enum class EventKind { kClaim, kOffer, kResult, kError, kNotice, kRuling, kFlagFall };

// "claim", "offer", "result", "error", "notice", "ruling", "flag-fall".
std::string_view event_kind_name(EventKind kind);

struct Event {
  EventKind kind = EventKind::kNotice;
  std::optional<Rule> rule;    // none for errors and notices
  std::string article;         // empty when no article applies
  std::string edition;         // the edition's id, when a referee made the event
  std::optional<int> ply = 0;  // of the position the event is about; none outside a game
  std::optional<std::string> move;
  std::optional<Result> result;
  std::optional<Side> side;        // who offers, or whose flag fell
  std::optional<std::string> fen;  // of the position at `ply`, when known
  std::string detail;              // free text, empty for none
  // A claim the player on move can make: with any of these moves (UCI, sorted), or on the
  // board when empty.
  std::vector<std::string> moves;
  std::optional<ClaimRuling> ruling;  // of a claim: its articles, correctness and clocks
};

// The result event of a game of `edition` that `over` ended, in the position `fen`.
Event result_event(const Ending& over, std::string_view edition, std::string fen);

}  // namespace drawbridge::draw
