// The laws a game is judged by: an edition of the Laws of Chess and the tournament's policy
// on top of it, loaded together from the names a command line or a configuration gives.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/chess_draw/edition.h"
#include "rules/laws/policy.h"

namespace drawbridge::draw {

struct Laws {
  Edition edition;
  Policy policy;
};

// `rules` as find_edition reads it (an id looked up in `edition_dirs`, or a .toml path),
// `policy_names` as policy_from_names does; the error is the edition's, else the policy's.
absl::StatusOr<Laws> load_laws(std::string_view rules, const std::vector<std::string>& policy_names,
                               const std::vector<std::filesystem::path>& edition_dirs);

}  // namespace drawbridge::draw
