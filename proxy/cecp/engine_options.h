// The engine's UCI options (and drawbridge's own) as CECP `feature option="..."` lines, and
// the GUI's `option NAME=VALUE` back as UCI `setoption`. xboard reads any line with "draw" in
// it as a draw claim: drawbridge's options are named "DB ..." in CECP, and a word xboard
// would read in another name, choice or default is shown broken ("Dr_wScore"), and read back.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "proxy/uci/option_line.h"
#include "proxy/uci/uci_command.h"

namespace drawbridge::cecp {

using EngineOption = OptionDeclaration;

// What the GUI's `option NAME[=VALUE]` sets: the UCI name, and the value in UCI's words (none:
// a button); the engine is sent it as it is.
using OptionSetting = uci::SetOption;

// The option's name as the GUI sees it.
std::string cecp_option_name(std::string_view uci_name);

// `feature option="..."`, or nullopt for options the GUI sets with its own commands
// (Hash, Threads, SyzygyPath, Ponder, UCI_Chess960).
std::optional<std::string> feature_line(const EngineOption& option);

// The GUI's `option NAME[=VALUE]` (NAME as shown, or the UCI name) read, given the options
// (for a check option's 0/1 and a choice's shown form); nullopt when no option has that name.
std::optional<OptionSetting> option_setting(std::string_view args, const std::vector<EngineOption>& options);

}  // namespace drawbridge::cecp
