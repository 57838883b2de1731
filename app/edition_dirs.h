// Where an edition named by its id is found: --rules-dir, then <exe>/../share/drawbridge/rules
// (the install tree, or the build tree, where the build copies the editions). An installed or
// relocated binary needs no source tree. A subcommand's --rules, --rules-dir and --policy flags
// name its laws.
#pragma once

#include <filesystem>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/chess_draw/laws.h"
#include "settings/command_line.h"

namespace drawbridge {

std::vector<std::filesystem::path> edition_search_dirs(std::string_view rules_dir);

// The laws the flags rules, rules_dir and policy of `line` name (the defaults where absent).
absl::StatusOr<draw::Laws> laws_of_flags(const CommandLine& line);

}  // namespace drawbridge
