// What the page shows, kept so that a page opened late sees the present at once: the last feed
// line of each feed, the last board line of each game, in the order the games were first seen,
// and every alert so far.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "watch/page/board_picture.h"

namespace drawbridge::watch {

class PageState {
 public:
  // The line as the page receives it: a board line gains its "svg" (board_picture.h), an alert and
  // a feed line are kept as they are, any other JSON object passes unkept; a line that is no JSON object gives nothing.
  std::optional<std::string> take(std::string_view json_line);

  // The kept lines, feeds first, then boards and then the alerts, oldest first.
  std::vector<std::string> snapshot() const;

 private:
  BoardPictures pictures_;
  std::map<std::string, size_t> board_of_key_;  // the serialized key -> index in boards_
  std::vector<std::string> boards_;
  std::vector<std::string> alerts_;
  std::map<std::string, std::string> feeds_;  // the serialized key -> its last feed line
};

}  // namespace drawbridge::watch
