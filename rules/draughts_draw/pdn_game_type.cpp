#include "rules/draughts_draw/pdn_game_type.h"

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "rules/laws/edition_file.h"
#include "support/absl_view.h"

namespace drawbridge::draughts_draw {

std::optional<int> pdn_game_type(std::string_view tag) {
  const absl::string_view number = absl::StripAsciiWhitespace(av(tag.substr(0, tag.find(','))));
  if (number.empty()) return 0;
  int type = 0;
  if (!absl::SimpleAtoi(number, &type) || type < 0) return std::nullopt;
  return type;
}

absl::StatusOr<std::vector<Edition>> editions_by_game_type(const std::vector<std::filesystem::path>& search_dirs) {
  std::vector<Edition> out;
  for (const std::string& id : draw::edition_ids(search_dirs)) {
    absl::StatusOr<std::optional<Edition>> edition = find_edition(id, search_dirs);
    // A chess edition, or a file that does not read (choosing it by --rules says why).
    if (!edition.ok() || !*edition || (*edition)->pdn_game_type == 0) continue;
    if (const Edition* twin = edition_for_game_type(out, (*edition)->pdn_game_type)) {
      return absl::InvalidArgumentError(absl::StrCat("editions ", twin->id, " and ", (*edition)->id,
                                                     " both name pdn_game_type ", twin->pdn_game_type));
    }
    out.push_back(**std::move(edition));
  }
  return out;
}

const Edition* edition_for_game_type(const std::vector<Edition>& editions, int game_type) {
  for (const Edition& e : editions) {
    if (e.pdn_game_type == game_type) return &e;
  }
  return nullptr;
}

}  // namespace drawbridge::draughts_draw
