// The settings that are options of the engine's, as drawbridge declares them to the GUI (`option
// name Drawbridge ...` in UCI, a `feature option` in CECP) and reads the GUI's value back. Which
// settings they are, their names, types and ranges, is the settings table's (settings/setting_table.h).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "proxy/session/option_declaration.h"
#include "settings/setting_table.h"

namespace drawbridge {

// The declaration of an option setting, with its current value as the default; `editions` are
// the ids the Rules combo offers.
OptionDeclaration option_declaration(const SettingSpec& spec, const Settings& settings,
                                     const std::vector<std::string>& editions);
// The value a GUI sends for a string option set to nothing.
std::string_view option_value(std::string_view value);

}  // namespace drawbridge
