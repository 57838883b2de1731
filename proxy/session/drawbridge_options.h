// drawbridge's own UCI options: the session settings, listed to the GUI after the engine's
// options (right before `uciok`) under the prefix "Drawbridge ", so that a GUI can set
// them like any engine option. Their setoption lines are drawbridge's, never the engine's.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "proxy/session/session_settings.h"

namespace drawbridge {

// The `option name Drawbridge ...` lines, with the current settings as defaults.
// `editions` are the edition ids offered by the Rules combo.
std::vector<std::string> drawbridge_option_lines(const SessionSettings& settings,
                                                 const std::vector<std::string>& editions);

// The setting key of a drawbridge option ("Drawbridge Claim Margin" -> "claim_margin"),
// nullopt for any other option. UCI option names are case-insensitive.
std::optional<std::string_view> setting_key_for_option(std::string_view option_name);

// The value a GUI sends for a string option set to nothing.
std::string_view option_value_text(std::string_view value);

// The ids of the edition files (<id>.toml) in `dirs`, sorted, without duplicates.
std::vector<std::string> edition_ids(const std::vector<std::filesystem::path>& dirs);

}  // namespace drawbridge
