#include "rules/laws/toml_fields.h"

namespace drawbridge::draw {

absl::StatusOr<toml::table> parse_toml(std::string_view text, std::string_view origin) {
  try {
    return toml::parse(text, origin);
  } catch (const toml::parse_error& e) {
    return absl::InvalidArgumentError(absl::StrCat(std::string(origin), ":", static_cast<int>(e.source().begin.line),
                                                   ": ", std::string(e.description())));
  }
}

}  // namespace drawbridge::draw
