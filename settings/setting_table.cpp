#include "settings/setting_table.h"

#include <algorithm>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "rules/laws/policy.h"
#include "support/absl_view.h"

namespace drawbridge {
namespace {

using K = SettingKind;

// The field a setting reads and writes.
template <auto member>
SettingField field(Settings& settings) {
  return &(settings.*member);
}

// The table's entries by kind: a text, a whole number from 0 to `max`, one of `choices`, a
// list of words.
using Field = SettingField (*)(Settings&);
SettingSpec text_setting(std::string_view key, std::string_view option, std::string_view value_name,
                         std::string_view help, Field f) {
  return {key, option, K::kText, value_name, {}, 0, help, f};
}
SettingSpec count_setting(std::string_view key, std::string_view option, std::string_view value_name, int max,
                          std::string_view help, Field f) {
  return {key, option, K::kCount, value_name, {}, max, help, f};
}
SettingSpec choice_setting(std::string_view key, std::string_view option, std::string_view value_name,
                           std::vector<std::string_view> choices, std::string_view help, Field f) {
  return {key, option, K::kChoice, value_name, std::move(choices), 0, help, f};
}
SettingSpec list_setting(std::string_view key, std::string_view option, std::string_view value_name,
                         std::string_view help, Field f) {
  return {key, option, K::kList, value_name, {}, 0, help, f};
}

const std::vector<SettingSpec> kTable = {
    text_setting("config", "", "FILE", "TOML file with the same keys as these flags (flags win over the file)",
                 field<&Settings::config>),
    text_setting("log", "", "FILE", "append a transcript of all traffic, with microsecond timestamps, to FILE",
                 field<&Settings::log>),
    count_setting("quit_grace_ms", "", "MS", 3'600'000,
                  "milliseconds the engine gets to exit after `quit` before it is terminated",
                  field<&Settings::quit_grace_ms>),
    text_setting(
        "rules", "Drawbridge Rules", "EDITION|FILE",
        "edition of the Laws: an id (fide-2023, fide-2014, fide-pre2014-ru, fide-pre2014-pl) or an edition .toml file",
        field<&Settings::rules>),
    text_setting("rules_dir", "", "DIR",
                 "directory searched first for EDITION.toml (then <exe>/../share/drawbridge/rules)",
                 field<&Settings::rules_dir>),
    list_setting("policy", "Drawbridge Policy", "P,...",
                 "policies: arbiter-initiative, after-opponent-offer, every-n-moves:N", field<&Settings::policy>),
    text_setting("syzygy", "Drawbridge SyzygyPath", "PATH[:PATH...]",
                 "Syzygy table folders (';' between them on Windows): say what the tables and the Laws decide "
                 "(rule=tablebase)",
                 field<&Settings::syzygy>),
    count_setting("syzygy_pieces", "Drawbridge SyzygyPieces", "N", 7,
                  "probe positions of at most N pieces (0: as many as the largest table has)",
                  field<&Settings::syzygy_pieces>),
    choice_setting("claim", "Drawbridge Claim", "WHEN", {"never", "always", "unless-winning"},
                   "when the engine's side claims a draw it may claim (unless-winning: unless its last score is above "
                   "--claim-margin or a mate for it)",
                   field<&Settings::claim>),
    count_setting("claim_margin", "Drawbridge Claim Margin", "CP", 100'000,
                  "centipawns: with --claim unless-winning, claim only at a score up to this",
                  field<&Settings::claim_margin>),
    choice_setting("offer", "Drawbridge Offer", "WHEN", {"never", "score"}, "when the engine's side offers a draw",
                   field<&Settings::offer>),
    count_setting("offer_move", "Drawbridge Offer Move", "N", 10'000,
                  "with --offer score: offer from this move number on", field<&Settings::offer_move>),
    count_setting("offer_score", "Drawbridge Offer Score", "CP", 100'000,
                  "with --offer score: offer while |score| is at most this many centipawns",
                  field<&Settings::offer_score>),
    count_setting("offer_count", "Drawbridge Offer Count", "N", 10'000,
                  "with --offer score: how many of the engine's moves in a row must score within --offer-score",
                  field<&Settings::offer_count>),
    choice_setting("adjudicate", "Drawbridge Adjudicate", "HOW", {"report", "stop"},
                   "on `go` in a game that is over: report (announce the result, forward go) or stop (announce it and "
                   "answer `bestmove (none)` instead of the engine)",
                   field<&Settings::adjudicate>),
    text_setting("events", "Drawbridge Events", "FILE", "append every event as a JSON line to FILE",
                 field<&Settings::events>),
    // Not UCI options: a UCI GUI sees the same options as before these existed.
    choice_setting("gui", "", "PROTOCOL", {"auto", "uci", "cecp"},
                   "the GUI's protocol: auto (CECP when its first command is `xboard`, else UCI), uci, or cecp "
                   "(xboard/WinBoard protocol 2, translated to UCI for the engine)",
                   field<&Settings::gui>),
    choice_setting("accept", "", "WHEN", {"never", "always", "unless-winning"},
                   "CECP: when the engine's side accepts the opponent's draw offer (unless-winning: unless its last "
                   "score is above --claim-margin); a game the Laws have already drawn is always accepted",
                   field<&Settings::accept>),
};

std::string normalized_key(std::string_view key) {
  std::string out(key);
  std::replace(out.begin(), out.end(), '-', '_');
  return out;
}

absl::Status rejected(const SettingSpec& spec, std::string_view text) {
  return absl::InvalidArgumentError(absl::StrCat(
      "'", av(text), "' is not ", av(spec.kind == K::kCount ? "a whole number " : "one of "), accepted_values(spec)));
}

absl::Status set_list(std::string_view text, std::vector<std::string>& out) {
  std::vector<std::string> names;
  for (absl::string_view name : absl::StrSplit(av(text), ',', absl::SkipWhitespace())) {
    names.emplace_back(absl::StripAsciiWhitespace(name));
  }
  if (absl::StatusOr<draw::Policy> valid = draw::policy_from_names(names); !valid.ok()) return valid.status();
  out = std::move(names);
  return absl::OkStatus();
}

}  // namespace

const std::vector<SettingSpec>& setting_table() { return kTable; }

const SettingSpec* find_setting(std::string_view key) {
  const std::string wanted = normalized_key(key);
  for (const SettingSpec& spec : kTable) {
    if (spec.key == wanted) return &spec;
  }
  return nullptr;
}

const SettingSpec* find_setting_by_option(std::string_view option_name) {
  for (const SettingSpec& spec : kTable) {
    if (!spec.option.empty() && absl::EqualsIgnoreCase(av(option_name), av(spec.option))) return &spec;
  }
  return nullptr;
}

absl::Status apply_setting(const SettingSpec& spec, std::string_view text, Settings& settings) {
  const SettingField field = spec.field(settings);
  if (auto* value = std::get_if<std::string*>(&field)) {
    if (spec.key == "rules" && text.empty()) return absl::InvalidArgumentError("'' is not an edition");
    **value = std::string(text);
    return absl::OkStatus();
  }
  if (auto* value = std::get_if<int*>(&field)) {
    int n = 0;
    if (!absl::SimpleAtoi(av(text), &n) || n < 0 || n > spec.max) return rejected(spec, text);
    **value = n;
    return absl::OkStatus();
  }
  if (auto* value = std::get_if<std::vector<std::string>*>(&field)) return set_list(text, **value);
  const auto choice = std::find(spec.choices.begin(), spec.choices.end(), text);
  if (choice == spec.choices.end()) return rejected(spec, text);
  const int index = static_cast<int>(choice - spec.choices.begin());
  std::visit(
      [index](auto* value) {
        using T = std::remove_pointer_t<decltype(value)>;
        if constexpr (std::is_enum_v<T>) *value = static_cast<T>(index);
      },
      field);
  return absl::OkStatus();
}

std::string setting_text(const SettingSpec& spec, const Settings& settings) {
  // The table's fields are written through a non-const Settings; reading changes nothing.
  const SettingField field = spec.field(const_cast<Settings&>(settings));
  return std::visit(
      [&spec](auto* value) -> std::string {
        using T = std::remove_pointer_t<decltype(value)>;
        if constexpr (std::is_same_v<T, std::string>) return *value;
        if constexpr (std::is_same_v<T, int>) return absl::StrCat(*value);
        if constexpr (std::is_same_v<T, std::vector<std::string>>) return absl::StrJoin(*value, ",");
        if constexpr (std::is_enum_v<T>) return std::string(spec.choices[static_cast<int>(*value)]);
      },
      field);
}

std::string accepted_values(const SettingSpec& spec) {
  switch (spec.kind) {
    case K::kCount: return absl::StrCat("from 0 to ", spec.max);
    case K::kChoice:
      return absl::StrJoin(spec.choices, ", ",
                           [](std::string* out, std::string_view choice) { absl::StrAppend(out, av(choice)); });
    case K::kList: return "comma-separated policies";
    case K::kText: return "text";
  }
  return "";
}

}  // namespace drawbridge
