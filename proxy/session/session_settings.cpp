#include "proxy/session/session_settings.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "rules/draw/policy.h"

namespace drawbridge {
namespace {

absl::string_view av(std::string_view text) { return {text.data(), text.size()}; }

absl::Status read_count(std::string_view key, std::string_view value, int& out) {
  int n = 0;
  if (!absl::SimpleAtoi(av(value), &n) || n < 0) {
    return absl::InvalidArgumentError(
        absl::StrCat(av(key), " must be a whole number of at least 0, not '", av(value), "'"));
  }
  out = n;
  return absl::OkStatus();
}

absl::Status read_policy(std::string_view value, std::vector<std::string>& out) {
  std::vector<std::string> names;
  draw::Policy check;
  for (absl::string_view name : absl::StrSplit(av(value), ',', absl::SkipWhitespace())) {
    const std::string trimmed(absl::StripAsciiWhitespace(name));
    if (absl::Status added = draw::add_policy(trimmed, check); !added.ok()) return added;
    names.push_back(trimmed);
  }
  out = std::move(names);
  return absl::OkStatus();
}

template <typename T>
absl::Status assign(const absl::StatusOr<T>& parsed, T& out) {
  if (!parsed.ok()) return parsed.status();
  out = *parsed;
  return absl::OkStatus();
}

absl::StatusOr<Adjudication> parse_adjudication(std::string_view text) {
  if (text == "report") return Adjudication::kReport;
  if (text == "stop") return Adjudication::kStop;
  return absl::InvalidArgumentError(absl::StrCat("unknown adjudication '", av(text), "' (report, stop)"));
}

}  // namespace

const std::vector<std::string_view>& session_setting_keys() {
  static const std::vector<std::string_view> keys = {"rules",      "policy",      "claim",
                                                     "claim_margin", "offer",     "offer_move",
                                                     "offer_score", "offer_count", "adjudicate",
                                                     "events"};
  return keys;
}

bool is_session_setting(std::string_view key) {
  for (std::string_view known : session_setting_keys()) {
    if (key == known) return true;
  }
  return false;
}

absl::Status apply_setting(std::string_view key, std::string_view value, SessionSettings& settings) {
  if (key == "rules") {
    if (value.empty()) return absl::InvalidArgumentError("rules must name an edition");
    settings.rules = std::string(value);
    return absl::OkStatus();
  }
  if (key == "policy") return read_policy(value, settings.policy);
  if (key == "claim") return assign(parse_claim_mode(value), settings.claim);
  if (key == "claim_margin") return read_count(key, value, settings.claim_margin_cp);
  if (key == "offer") return assign(parse_offer_mode(value), settings.offer.mode);
  if (key == "offer_move") return read_count(key, value, settings.offer.from_move);
  if (key == "offer_score") return read_count(key, value, settings.offer.max_score_cp);
  if (key == "offer_count") return read_count(key, value, settings.offer.count);
  if (key == "adjudicate") return assign(parse_adjudication(value), settings.adjudicate);
  if (key == "events") {
    settings.events = std::string(value);
    return absl::OkStatus();
  }
  return absl::InvalidArgumentError(absl::StrCat("unknown setting '", av(key), "'"));
}

std::string setting_text(std::string_view key, const SessionSettings& settings) {
  if (key == "rules") return settings.rules;
  if (key == "policy") return absl::StrJoin(settings.policy, ",");
  if (key == "claim") return std::string(claim_mode_name(settings.claim));
  if (key == "claim_margin") return absl::StrCat(settings.claim_margin_cp);
  if (key == "offer") return std::string(offer_mode_name(settings.offer.mode));
  if (key == "offer_move") return absl::StrCat(settings.offer.from_move);
  if (key == "offer_score") return absl::StrCat(settings.offer.max_score_cp);
  if (key == "offer_count") return absl::StrCat(settings.offer.count);
  if (key == "adjudicate") return settings.adjudicate == Adjudication::kStop ? "stop" : "report";
  if (key == "events") return settings.events;
  return "";
}

}  // namespace drawbridge
