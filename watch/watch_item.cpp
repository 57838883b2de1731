#include "watch/watch_item.h"

namespace drawbridge::watch {

std::string_view GameTags::value(std::string_view name) const {
  for (std::size_t i = 0; i < kShownTags.size(); ++i) {
    if (kShownTags[i] == name) return values[i] ? std::string_view(*values[i]) : std::string_view();
  }
  return {};
}

}  // namespace drawbridge::watch
