// What the page shows, kept so that a page opened late sees the present at once: the last feed
// line of each feed, the last board line of each game, in the order the games were first seen,
// and every alert so far. The items become the page's JSON lines here (watch_json.h), a board's
// with its "svg" (board_picture.h).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "watch/page/board_picture.h"
#include "watch/watch_item.h"

namespace drawbridge::watch {

class PageState {
 public:
  // The item's line as the page receives it, kept.
  std::string take(const WatchItem& item);

  // The kept lines, feeds first, then boards and then the alerts, oldest first.
  std::vector<std::string> snapshot() const;

 private:
  std::string board_line(const BoardItem& board);

  BoardPictures pictures_;
  std::map<std::string, size_t> board_of_key_;  // key -> index in boards_
  std::vector<std::string> boards_;
  std::vector<std::string> alerts_;
  std::map<std::string, std::string> feeds_;  // name -> its last feed line
};

}  // namespace drawbridge::watch
