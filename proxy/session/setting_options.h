// The settings that are UCI options, as drawbridge declares them to the GUI (`option name
// Drawbridge ...`) and reads a GUI's `setoption` back. Which settings they are, their names,
// types and ranges, is the settings table's (settings/setting_table.h).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "proxy/uci/option_declaration.h"
#include "settings/setting_table.h"

namespace drawbridge {

// The declaration (`option name Drawbridge ...`) of a UCI option setting, with its current
// value as the default; `editions` are the ids the Rules combo offers.
uci::OptionDeclaration uci_option(const SettingSpec& spec, const Settings& settings,
                                  const std::vector<std::string>& editions);
// The value a GUI sends for a string option set to nothing.
std::string_view uci_option_value(std::string_view value);

}  // namespace drawbridge
