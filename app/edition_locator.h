// Where an edition named on the command line is found: --rules-dir, then beside an
// installed executable (<exe>/../share/drawbridge/rules, <exe>/../configs/rules), then the
// source tree the binary was built from.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/draw/edition.h"
#include "rules/draw/policy.h"

namespace drawbridge {

std::vector<std::filesystem::path> edition_search_dirs(std::string_view rules_dir);

// The edition and policy the flags --rules, --rules-dir and --policy name.
absl::StatusOr<draw::Edition> edition_from_flags();
absl::StatusOr<draw::Policy> policy_from_flags();

}  // namespace drawbridge
