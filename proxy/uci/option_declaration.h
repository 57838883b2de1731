// An option as an engine declares it at `uci` (`option name Hash type spin default 16 min 1
// max 1024`), owning its words: what a front end needs to show it, and drawbridge's own
// options as the session declares them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace drawbridge::uci {

struct OptionDeclaration {
  std::string name;
  std::string type;  // check, spin, combo, button, string
  std::string default_value;
  std::string min, max;  // spin only
  std::vector<std::string> vars;
};

// The `option name ...` line, without its '\n'.
std::string option_line(const OptionDeclaration& option);

// An engine's `option name ...` line read; nullopt for any other line.
std::optional<OptionDeclaration> read_option_declaration(std::string_view line);

}  // namespace drawbridge::uci
