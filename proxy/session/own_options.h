// drawbridge's own options while it runs: the settings that are options of the engine's
// (settings/setting_table.h), declared to the GUI with their current values (`option name
// Drawbridge ...` in UCI, a `feature option` in CECP), and a value the GUI sets read back, checked
// and loaded. Only what changed is loaded again: a new edition or policy, a new events file.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "proxy/report/events_file.h"
#include "proxy/session/option_declaration.h"
#include "rules/chess_draw/laws.h"
#include "settings/setting_table.h"
#include "settings/settings.h"

namespace drawbridge {

class OwnOptions {
 public:
  // A new edition set as an option is looked up in `edition_dirs`.
  OwnOptions(Settings settings, std::vector<std::filesystem::path> edition_dirs);

  const Settings& settings() const { return settings_; }
  // The events file the settings name, opened; none when they name none.
  static absl::StatusOr<std::unique_ptr<EventsFile>> open_events(const std::string& path);

  // The declarations, in the settings table's order, with the current values as defaults.
  std::vector<OptionDeclaration> declarations() const;
  static bool is_own(std::string_view name) { return find_setting_by_option(name) != nullptr; }

  // What a new value changes beyond the settings, loaded and ready to take over.
  struct Change {
    std::optional<draw::Laws> laws;
    std::optional<std::unique_ptr<EventsFile>> events;
  };
  // The option `name` (one of is_own) set to `value` as the GUI sent it: the change, after which
  // settings() are the new ones; or why the value is not one the option takes, and nothing changed.
  absl::StatusOr<Change> set(std::string_view name, std::string_view value);

 private:
  Settings settings_;
  std::vector<std::filesystem::path> edition_dirs_;
  std::vector<std::string> edition_ids_;  // the chess editions found there, for the Rules combo
};

}  // namespace drawbridge
