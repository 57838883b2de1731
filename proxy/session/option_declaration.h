// An option as an engine or drawbridge declares it to the GUI, owning its words: name, type,
// default, range and choices. UCI writes and reads it as `option name ...` (uci/option_line.h);
// CECP shows it as a `feature option` (cecp/engine_options.h).
#pragma once

#include <string>
#include <vector>

namespace drawbridge {

struct OptionDeclaration {
  std::string name;
  std::string type;  // check, spin, combo, button, string
  std::string default_value;
  std::string min, max;  // spin only
  std::vector<std::string> vars;
};

}  // namespace drawbridge
