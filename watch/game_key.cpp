#include "watch/game_key.h"

#include <algorithm>
#include <string_view>

#include "absl/strings/str_cat.h"

namespace drawbridge::watch {
namespace {

std::string tag_or_empty(const pgn::PgnGame& game, std::string_view name) { return game.tag(name).value_or(""); }

}  // namespace

std::string tag_key(const pgn::PgnGame& game) {
  std::string key =
      absl::StrCat(tag_or_empty(game, "Event"), "|", tag_or_empty(game, "Site"), "|", tag_or_empty(game, "Round"), "|");
  if (const std::optional<std::string> board = game.tag("Board")) return key + *board;
  return absl::StrCat(key, tag_or_empty(game, "White"), "|", tag_or_empty(game, "Black"));
}

std::string FileKeys::key_at(std::size_t index, const pgn::PgnGame& game) {
  std::string key = tag_key(game);
  if (keys_.size() <= index) keys_.resize(index + 1);
  keys_[index] = key;
  const auto repeats = std::count(keys_.begin(), keys_.begin() + static_cast<std::ptrdiff_t>(index), key);
  return repeats == 0 ? key : absl::StrCat(key, "#", repeats + 1);
}

}  // namespace drawbridge::watch
