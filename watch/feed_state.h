// A feed's state, shown beside its games in the terminal view and the page, and with --boards in
// the JSON lines: live (read as it should be), stale (no change for the --stale time),
// reconnecting (a fault that passes by itself: a dropped stream, a server that asks to wait or
// answers late) or failing (any other fault), and when its games last changed (watch_item.h's
// FeedItem). Its JSON line (watch_json.h):
//   {"type":"feed","key":NAME,"state":"live"|"stale"|"reconnecting"|"failing",
//    "last_update":"2026-12-02T07:45:12Z"|null,"detail":TEXT|null}
// NAME is the feed's as its alerts give it (a file's name, a URL without credentials); "detail"
// the fault while there is one.
#pragma once

#include <string_view>

namespace drawbridge::watch {

enum class FeedState { kLive, kStale, kReconnecting, kFailing };

// "live", "stale", "reconnecting", "failing".
std::string_view feed_state_name(FeedState state);

}  // namespace drawbridge::watch
