// Where an edition named by its id is found: --rules-dir, then <exe>/../share/drawbridge/rules
// (the install tree, or the build tree, where the build copies the editions). An installed or
// relocated binary needs no source tree.
#pragma once

#include <filesystem>
#include <string_view>
#include <vector>

namespace drawbridge {

std::vector<std::filesystem::path> edition_search_dirs(std::string_view rules_dir);

}  // namespace drawbridge
