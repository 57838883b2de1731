#include "proxy/cecp/engine_options.h"

#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "proxy/cecp/xboard_words.h"
#include "support/absl_view.h"

namespace drawbridge::cecp {
namespace {

constexpr std::string_view kOwnPrefix = "Drawbridge ";
constexpr std::string_view kCecpPrefix = "DB ";
// drawbridge's own string options declare an empty default so, as UCI GUIs expect.
constexpr std::string_view kEmptyOption = "<empty>";

bool handled_by_commands(std::string_view name) {
  for (std::string_view own : {"Hash", "Threads", "SyzygyPath", "Ponder", "UCI_Chess960"}) {
    if (absl::EqualsIgnoreCase(av(name), av(own))) return true;
  }
  return false;
}

}  // namespace

std::string cecp_option_name(std::string_view uci_name) {
  if (!uci_name.starts_with(kOwnPrefix)) return break_claim_words(uci_name);
  return absl::StrCat(av(kCecpPrefix), break_claim_words(uci_name.substr(kOwnPrefix.size())));
}

std::optional<std::string> feature_line(const EngineOption& option) {
  if (handled_by_commands(option.name)) return std::nullopt;
  const std::string name = cecp_option_name(option.name);
  std::string control;
  if (option.type == "spin") {
    control = absl::StrCat("-spin ", option.default_value, " ", option.min, " ", option.max);
  } else if (option.type == "check") {
    control = absl::StrCat("-check ", option.default_value == "true" ? "1" : "0");
  } else if (option.type == "combo") {
    std::vector<std::string> choices;
    for (const std::string& var : option.vars) {
      choices.push_back(absl::StrCat(var == option.default_value ? "*" : "", break_claim_words(var)));
    }
    control = absl::StrCat("-combo ", absl::StrJoin(choices, " /// "));
  } else if (option.type == "button") {
    control = "-button";
  } else if (option.type == "string") {
    const std::string_view shown = option.default_value == kEmptyOption ? std::string_view() : option.default_value;
    control = absl::StrCat("-string ", break_claim_words(shown));
  } else {
    return std::nullopt;
  }
  return absl::StrCat("feature option=\"", name, " ", control, "\"");
}

std::optional<OptionSetting> option_setting(std::string_view args, const std::vector<EngineOption>& options) {
  const std::size_t equals = args.find('=');
  const absl::string_view name = av(args.substr(0, equals));
  for (const EngineOption& option : options) {
    if (!absl::EqualsIgnoreCase(cecp_option_name(option.name), name) && !absl::EqualsIgnoreCase(option.name, name)) {
      continue;
    }
    if (equals == std::string_view::npos) return OptionSetting{option.name, std::nullopt};
    std::string value(args.substr(equals + 1));
    if (option.type == "check") value = value == "1" || value == "true" ? "true" : "false";
    for (const std::string& var : option.vars) {
      if (break_claim_words(var) == value) value = var;  // a choice shown with a word broken
    }
    return OptionSetting{option.name, std::move(value)};
  }
  return std::nullopt;
}

}  // namespace drawbridge::cecp
