#include "watch/page/page_state.h"

#include <boost/json/object.hpp>

#include "watch/watch_json.h"

namespace drawbridge::watch {

std::string PageState::board_line(const BoardItem& board) {
  boost::json::object object = item_object(board);
  if (std::optional<std::string> svg = pictures_.svg(board.key, board.board)) object["svg"] = std::move(*svg);
  return json_line(object);
}

std::string PageState::take(const WatchItem& item) {
  if (const BoardItem* board = std::get_if<BoardItem>(&item)) {
    std::string text = board_line(*board);
    const auto [at, added] = board_of_key_.try_emplace(board->key, boards_.size());
    if (added) {
      boards_.push_back(text);
    } else {
      boards_[at->second] = text;
    }
    return text;
  }
  std::string text = item_json(item);
  if (std::holds_alternative<AlertItem>(item)) alerts_.push_back(text);
  if (const FeedItem* feed = std::get_if<FeedItem>(&item)) feeds_[feed->name] = text;
  return text;
}

std::vector<std::string> PageState::snapshot() const {
  std::vector<std::string> lines;
  for (const auto& [name, line] : feeds_) lines.push_back(line);
  lines.insert(lines.end(), boards_.begin(), boards_.end());
  lines.insert(lines.end(), alerts_.begin(), alerts_.end());
  return lines;
}

}  // namespace drawbridge::watch
