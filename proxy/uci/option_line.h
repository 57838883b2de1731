// An option declaration in UCI's words: the `option name ... type ...` line drawbridge writes for
// its own options, and an engine's line read back into a declaration.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "proxy/session/option_declaration.h"

namespace drawbridge::uci {

// The `option name ...` line, without its '\n'.
std::string option_line(const OptionDeclaration& option);

// An engine's `option name ...` line read; nullopt for any other line.
std::optional<OptionDeclaration> read_option_declaration(std::string_view line);

}  // namespace drawbridge::uci
