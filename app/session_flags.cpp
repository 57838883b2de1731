#include "app/session_flags.h"

#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include <toml++/toml.h>

#include "absl/flags/declare.h"
#include "absl/flags/flag.h"
#include "absl/flags/internal/parse.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "app/edition_locator.h"
#include "app/rules_flags.h"

ABSL_DECLARE_FLAG(std::optional<std::string>, config);

ABSL_FLAG(std::optional<std::string>, claim, std::nullopt,
          "when the engine's side claims a draw it may claim: never, always, or unless-winning "
          "(default: unless its last score is above --claim_margin or a mate for it)");
ABSL_FLAG(std::optional<int>, claim_margin, std::nullopt,
          "centipawns: with --claim unless-winning, claim only at a score up to this (default 50)");
ABSL_FLAG(std::optional<std::string>, offer, std::nullopt,
          "when the engine's side offers a draw: never (default) or score");
ABSL_FLAG(std::optional<int>, offer_move, std::nullopt,
          "with --offer score: offer from this move number on (default 40)");
ABSL_FLAG(std::optional<int>, offer_score, std::nullopt,
          "with --offer score: offer while |score| <= this many centipawns (default 10)");
ABSL_FLAG(std::optional<int>, offer_count, std::nullopt,
          "with --offer score: how many of the engine's moves in a row must score within "
          "--offer_score (default 8)");
ABSL_FLAG(std::optional<std::string>, adjudicate, std::nullopt,
          "on `go` in a game that is over: report (default: announce the result, forward go) "
          "or stop (announce it and answer `bestmove (none)` instead of the engine)");
ABSL_FLAG(std::optional<std::string>, events, std::nullopt,
          "append every event as a JSON line to this file");

namespace drawbridge {
namespace {

absl::string_view av(std::string_view text) { return {text.data(), text.size()}; }

// A TOML value as the text apply_setting reads: strings as they are, integers in decimal,
// an array of strings (policy) joined by commas.
std::optional<std::string> setting_text_of(const toml::node& node) {
  if (const auto* text = node.as_string()) return text->get();
  if (const auto* number = node.as_integer()) return absl::StrCat(number->get());
  const auto* array = node.as_array();
  if (array == nullptr) return std::nullopt;
  std::vector<std::string> items;
  for (const toml::node& item : *array) {
    const auto* text = item.as_string();
    if (text == nullptr) return std::nullopt;
    items.push_back(text->get());
  }
  return absl::StrJoin(items, ",");
}

absl::Status apply_if_given(std::string_view key, const std::optional<std::string>& value, SessionSettings& settings) {
  if (!value) return absl::OkStatus();
  absl::Status applied = apply_setting(key, *value, settings);
  if (!applied.ok()) return absl::InvalidArgumentError(absl::StrCat("--", av(key), ": ", applied.message()));
  return applied;
}

std::optional<std::string> text_of(const std::optional<int>& number) {
  if (!number) return std::nullopt;
  return absl::StrCat(*number);
}

// --rules and --policy have defaults, so only their presence on the command line tells
// whether they override the config file. Abseil 20220623 keeps the public
// CommandLineFlag::IsSpecifiedOnCommandLine private; its parser answers the same question.
bool given_on_command_line(std::string_view flag) {
  return absl::flags_internal::WasPresentOnCommandLine(av(flag));
}

absl::Status apply_flags(SessionSettings& settings) {
  const std::pair<std::string_view, std::optional<std::string>> given[] = {
      {"rules", given_on_command_line("rules") ? std::optional(absl::GetFlag(FLAGS_rules)) : std::nullopt},
      {"policy", given_on_command_line("policy") ? std::optional(absl::StrJoin(absl::GetFlag(FLAGS_policy), ","))
                                                 : std::nullopt},
      {"claim", absl::GetFlag(FLAGS_claim)},
      {"claim_margin", text_of(absl::GetFlag(FLAGS_claim_margin))},
      {"offer", absl::GetFlag(FLAGS_offer)},
      {"offer_move", text_of(absl::GetFlag(FLAGS_offer_move))},
      {"offer_score", text_of(absl::GetFlag(FLAGS_offer_score))},
      {"offer_count", text_of(absl::GetFlag(FLAGS_offer_count))},
      {"adjudicate", absl::GetFlag(FLAGS_adjudicate)},
      {"events", absl::GetFlag(FLAGS_events)},
  };
  for (const auto& [key, value] : given) {
    if (absl::Status applied = apply_if_given(key, value, settings); !applied.ok()) return applied;
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status read_session_config(std::string_view toml_text, std::string_view source, SessionSettings& settings) {
  try {
    const toml::table table = toml::parse(toml_text, source);
    for (const auto& [key, node] : table) {
      if (!is_session_setting(key.str())) continue;
      const int line = static_cast<int>(node.source().begin.line);
      const std::optional<std::string> text = setting_text_of(node);
      if (!text) {
        return absl::InvalidArgumentError(absl::StrCat(av(source), ":", line, ": key '", av(key.str()),
                                                       "' must be a string, an integer or an array of strings"));
      }
      if (absl::Status applied = apply_setting(key.str(), *text, settings); !applied.ok()) {
        return absl::InvalidArgumentError(absl::StrCat(av(source), ":", line, ": ", applied.message()));
      }
    }
  } catch (const toml::parse_error& error) {
    return absl::InvalidArgumentError(absl::StrCat(av(source), ":", error.source().begin.line, ": ",
                                                   av(error.description())));
  }
  return absl::OkStatus();
}

absl::StatusOr<SessionSettings> session_settings_from_command_line() {
  SessionSettings settings;
  if (const std::optional<std::string> path = absl::GetFlag(FLAGS_config)) {
    std::ifstream file(*path, std::ios::binary);
    if (!file) return absl::NotFoundError(absl::StrCat("cannot read config file ", *path));
    std::ostringstream text;
    text << file.rdbuf();
    if (absl::Status read = read_session_config(text.str(), *path, settings); !read.ok()) return read;
  }
  if (absl::Status applied = apply_flags(settings); !applied.ok()) return applied;
  return settings;
}

absl::StatusOr<std::unique_ptr<Session>> session_from_command_line() {
  absl::StatusOr<SessionSettings> settings = session_settings_from_command_line();
  if (!settings.ok()) return settings.status();
  return Session::create(*std::move(settings), edition_search_dirs(absl::GetFlag(FLAGS_rules_dir)));
}

}  // namespace drawbridge
