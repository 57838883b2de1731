#include "rules/chess_draw/laws.h"

#include <utility>

namespace drawbridge::draw {

absl::StatusOr<Laws> load_laws(std::string_view rules, const std::vector<std::string>& policy_names,
                               const std::vector<std::filesystem::path>& edition_dirs) {
  absl::StatusOr<Edition> edition = find_edition(rules, edition_dirs);
  if (!edition.ok()) return edition.status();
  absl::StatusOr<Policy> policy = policy_from_names(policy_names);
  if (!policy.ok()) return policy.status();
  return Laws{*std::move(edition), *policy};
}

}  // namespace drawbridge::draw
