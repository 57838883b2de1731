#include "proxy/session/own_options.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "rules/chess_draw/edition.h"

namespace drawbridge {
namespace {

// A string option without a value, as engines write it: UCI has no way to write an empty default.
constexpr std::string_view kEmptyOption = "<empty>";

// The declaration of an option setting, with its current value as the default; `editions` are
// the ids the Rules combo offers.
OptionDeclaration declaration(const SettingSpec& spec, const Settings& settings,
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

}  // namespace

OwnOptions::OwnOptions(Settings settings, std::vector<std::filesystem::path> edition_dirs)
    : settings_(std::move(settings)),
      edition_dirs_(std::move(edition_dirs)),
      edition_ids_(draw::chess_edition_ids(edition_dirs_)) {}

absl::StatusOr<std::unique_ptr<EventsFile>> OwnOptions::open_events(const std::string& path) {
  if (path.empty()) return std::unique_ptr<EventsFile>();
  return EventsFile::open(path);
}

std::vector<OptionDeclaration> OwnOptions::declarations() const {
  std::vector<OptionDeclaration> options;
  for (const SettingSpec& spec : setting_table()) {
    if (!spec.option.empty()) options.push_back(declaration(spec, settings_, edition_ids_));
  }
  return options;
}

absl::StatusOr<OwnOptions::Change> OwnOptions::set(std::string_view name, std::string_view value) {
  const SettingSpec* spec = find_setting_by_option(name);
  if (spec == nullptr) return absl::NotFoundError("not an option of drawbridge's");
  Settings next = settings_;
  if (absl::Status applied = apply_setting(*spec, value == kEmptyOption ? std::string_view() : value, next);
      !applied.ok()) {
    return applied;
  }
  Change change;
  if (next.rules != settings_.rules || next.policy != settings_.policy) {
    absl::StatusOr<draw::Laws> loaded = draw::load_laws(next.rules, next.policy, edition_dirs_);
    if (!loaded.ok()) return loaded.status();
    change.laws = *std::move(loaded);
  }
  if (next.events != settings_.events) {
    absl::StatusOr<std::unique_ptr<EventsFile>> opened = open_events(next.events);
    if (!opened.ok()) return opened.status();
    change.events = *std::move(opened);
  }
  settings_ = std::move(next);
  return change;
}

}  // namespace drawbridge
