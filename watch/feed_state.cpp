#include "watch/feed_state.h"

namespace drawbridge::watch {

std::string_view feed_state_name(FeedState state) {
  switch (state) {
    case FeedState::kLive: return "live";
    case FeedState::kStale: return "stale";
    case FeedState::kReconnecting: return "reconnecting";
    case FeedState::kFailing: return "failing";
  }
  return "live";
}

}  // namespace drawbridge::watch
