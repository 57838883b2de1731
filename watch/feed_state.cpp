#include "watch/feed_state.h"

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include "support/json_view.h"
#include "watch/watch_json.h"

namespace drawbridge::watch {
namespace {

std::string_view state_name(FeedState state) {
  switch (state) {
    case FeedState::kLive: return "live";
    case FeedState::kStale: return "stale";
    case FeedState::kReconnecting: return "reconnecting";
    case FeedState::kFailing: return "failing";
  }
  return "live";
}

}  // namespace

std::string feed_line(std::string_view name, FeedState state,
                      std::optional<std::chrono::system_clock::time_point> last_update, std::string_view detail) {
  boost::json::object item;
  item["type"] = "feed";
  item["key"] = jsv(name);
  item["state"] = jsv(state_name(state));
  item["last_update"] = last_update ? boost::json::value(utc_time_text(*last_update)) : boost::json::value(nullptr);
  item["detail"] = detail.empty() ? boost::json::value(nullptr) : boost::json::value(jsv(detail));
  return boost::json::serialize(item);
}

}  // namespace drawbridge::watch
