// PDN's GameType tag (PDN 3.0: "type[,start colour,width,height,notation,invert]", 0 chess,
// 20 international draughts, 25 Russian draughts) and the editions that referee each type: the
// draughts editions that name it with `pdn_game_type`, data in configs/rules.
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/draughts_draw/edition.h"

namespace drawbridge::draughts_draw {

// The game type number a GameType tag's value starts with ("20,W,10,10,N2,0" is 20); an empty
// value is 0 (chess); nullopt when it does not start with a number.
std::optional<int> pdn_game_type(std::string_view tag);

// The draughts editions in `search_dirs` that name a `pdn_game_type`; two naming the same type
// are an error naming both.
absl::StatusOr<std::vector<Edition>> editions_by_game_type(const std::vector<std::filesystem::path>& search_dirs);

// The edition of `editions` for `game_type`, or nullptr.
const Edition* edition_for_game_type(const std::vector<Edition>& editions, int game_type);

}  // namespace drawbridge::draughts_draw
