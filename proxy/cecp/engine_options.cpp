#include "proxy/cecp/engine_options.h"

#include <variant>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "proxy/cecp/xboard_words.h"
#include "proxy/uci/engine_line.h"
#include "support/absl_view.h"

namespace drawbridge::cecp {
namespace {

constexpr std::string_view kOwnPrefix = "Drawbridge ";
constexpr std::string_view kCecpPrefix = "DB ";
// The session's name for an empty string option.
constexpr std::string_view kEmptyOption = "<empty>";

bool handled_by_commands(std::string_view name) {
  for (std::string_view own : {"Hash", "Threads", "SyzygyPath", "Ponder", "UCI_Chess960"}) {
    if (absl::EqualsIgnoreCase(av(name), av(own))) return true;
  }
  return false;
}

}  // namespace

std::optional<EngineOption> read_option(std::string_view line) {
  const uci::EngineLine parsed = uci::parse_engine_line(line);
  const auto* option = std::get_if<uci::Option>(&parsed);
  if (option == nullptr || option->name.empty()) return std::nullopt;
  EngineOption out;
  out.name = option->name;
  out.type = option->type;
  if (option->default_value && *option->default_value != kEmptyOption) out.default_value = *option->default_value;
  if (option->min) out.min = *option->min;
  if (option->max) out.max = *option->max;
  for (std::string_view var : option->vars) out.vars.emplace_back(var);
  return out;
}

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
    control = absl::StrCat("-string ", break_claim_words(option.default_value));
  } else {
    return std::nullopt;
  }
  return absl::StrCat("feature option=\"", name, " ", control, "\"");
}

std::optional<std::string> setoption_line(std::string_view args, const std::vector<EngineOption>& options) {
  const std::size_t equals = args.find('=');
  const absl::string_view name = av(args.substr(0, equals));
  for (const EngineOption& option : options) {
    if (!absl::EqualsIgnoreCase(cecp_option_name(option.name), name) && !absl::EqualsIgnoreCase(option.name, name)) {
      continue;
    }
    if (equals == std::string_view::npos) return absl::StrCat("setoption name ", option.name);
    std::string value(args.substr(equals + 1));
    if (option.type == "check") value = value == "1" || value == "true" ? "true" : "false";
    for (const std::string& var : option.vars) {
      if (break_claim_words(var) == value) value = var;  // a choice shown with a word broken
    }
    // drawbridge's own string options take <empty> for nothing, as a UCI GUI sends it.
    if (value.empty() && option.name.starts_with(kOwnPrefix)) value = kEmptyOption;
    if (value.empty()) return absl::StrCat("setoption name ", option.name, " value");
    return absl::StrCat("setoption name ", option.name, " value ", value);
  }
  return std::nullopt;
}

}  // namespace drawbridge::cecp
