// What the watch says, typed, as its outputs receive it (watch_sink.h): a game's board, an alert,
// a feed's state. Each output renders it its own way; JSON is written only at the edge
// (watch_json.h: the JSON lines, the page's stream, the --on-alert command's input).
#pragma once

#include <array>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "rules/laws/event.h"
#include "watch/feed_state.h"
#include "watch/game/board_state.h"

namespace drawbridge::watch {

// The tags a game is shown by, in this order (watch_sink.h's TAGS).
inline constexpr std::array<std::string_view, 8> kShownTags = {"Event", "Site",  "Date",  "Round",
                                                               "Board", "White", "Black", "Result"};

// The values of kShownTags, unescaped, as the feed has their bytes; absent ones none.
struct GameTags {
  std::array<std::optional<std::string>, kShownTags.size()> values;

  // The value of one of kShownTags, empty when absent.
  std::string_view value(std::string_view name) const;
};

struct BoardItem {
  std::string key;  // feed_watch.h
  GameTags tags;
  BoardState board;
};

struct AlertItem {
  std::string key;               // the game's, or the feed's name for an alert about a feed
  std::optional<GameTags> tags;  // none for an alert about a feed
  draw::Event event;
  std::chrono::system_clock::time_point time;  // when it was said
};

struct FeedItem {
  std::string name;
  FeedState state = FeedState::kLive;
  std::optional<std::chrono::system_clock::time_point> last_update;  // when its games last changed
  std::string detail;                                                // the fault while there is one

  bool operator==(const FeedItem&) const = default;
};

using WatchItem = std::variant<BoardItem, AlertItem, FeedItem>;

}  // namespace drawbridge::watch
