#include "proxy/session/setting_options.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace drawbridge {
namespace {

// A string option without a value, as engines write it: UCI has no way to write an empty default.
constexpr std::string_view kEmptyOption = "<empty>";

}  // namespace

OptionDeclaration option_declaration(const SettingSpec& spec, const Settings& settings,
                                     const std::vector<std::string>& editions) {
  const std::string value = setting_text(spec, settings);
  const bool combo = spec.kind == SettingKind::kChoice || spec.key == "rules";
  OptionDeclaration option{
      .name = std::string(spec.option),
      .type = combo                              ? "combo"
              : spec.kind == SettingKind::kCount ? "spin"
                                                 : "string",
      .default_value = value.empty() ? std::string(kEmptyOption) : value,
      .min = spec.kind == SettingKind::kCount ? "0" : "",
      .max = spec.kind == SettingKind::kCount ? absl::StrCat(spec.max) : "",
      .vars = {},
  };
  if (spec.key == "rules") {
    option.vars = editions;
    if (std::find(editions.begin(), editions.end(), value) == editions.end()) option.vars.push_back(value);
  }
  for (std::string_view choice : spec.choices) option.vars.emplace_back(choice);
  return option;
}

std::string_view option_value(std::string_view value) { return value == kEmptyOption ? std::string_view() : value; }

}  // namespace drawbridge
