// A feed's state, shown beside its games in the terminal view and the page, and with --boards in
// the JSON lines: live (read as it should be), stale (no change for the --stale time),
// reconnecting (a fault that passes by itself: a dropped stream, a server that asks to wait or
// answers late) or failing (any other fault), and when its games last changed.
//   {"type":"feed","key":NAME,"state":"live"|"stale"|"reconnecting"|"failing",
//    "last_update":"2026-12-02T07:45:12Z"|null,"detail":TEXT|null}
// NAME is the feed's as its alerts give it (a file's name, a URL without credentials); "detail"
// the fault while there is one.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace drawbridge::watch {

enum class FeedState { kLive, kStale, kReconnecting, kFailing };

std::string feed_line(std::string_view name, FeedState state,
                      std::optional<std::chrono::system_clock::time_point> last_update, std::string_view detail);

}  // namespace drawbridge::watch
