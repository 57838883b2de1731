// The session's settings (what to claim, offer and rule, and where to log events), as one
// value. They come from three sources, each overriding the one before: the config file,
// the command line, and drawbridge's own UCI options (setoption). All three name a setting
// by the same key and give its value as text.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "proxy/session/claim_policy.h"
#include "proxy/session/offer_policy.h"

namespace drawbridge {

// What drawbridge does when `go` arrives in a game that is over: report the result and
// let the engine search, or answer the GUI itself with the result and `bestmove (none)`.
enum class Adjudication { kReport, kStop };

struct SessionSettings {
  std::string rules = "fide-2023";  // an edition id or an edition .toml file
  std::vector<std::string> policy;  // draw::add_policy names
  ClaimMode claim = ClaimMode::kUnlessWinning;
  int claim_margin_cp = 50;
  OfferSettings offer;
  Adjudication adjudicate = Adjudication::kReport;
  std::string events;  // the --events file; empty for none

  friend bool operator==(const SessionSettings&, const SessionSettings&) = default;
};

// The keys: rules, policy, claim, claim_margin, offer, offer_move, offer_score,
// offer_count, adjudicate, events.
const std::vector<std::string_view>& session_setting_keys();
bool is_session_setting(std::string_view key);

// Sets `key` from its text ("policy" is comma-separated; numbers are decimal).
absl::Status apply_setting(std::string_view key, std::string_view value, SessionSettings& settings);
// The text apply_setting reads back into the same value.
std::string setting_text(std::string_view key, const SessionSettings& settings);

}  // namespace drawbridge
