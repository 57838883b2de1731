// The watch's items as JSON lines (watch_sink.h gives their fields), in UTF-8 whatever the
// feed's bytes (text_encoding.h): the edge where a typed item becomes text.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include <boost/json/object.hpp>

#include "watch/watch_item.h"

namespace drawbridge::watch {

// "2026-12-02T07:45:12Z".
std::string utc_time_text(std::chrono::system_clock::time_point when);
// "1:29:51", from a clock's whole seconds.
std::string clock_text(std::chrono::milliseconds clock);

// The item's JSON object, its strings as the feed has their bytes.
boost::json::object item_object(const WatchItem& item);
// The object as one line of UTF-8, without its line break.
std::string json_line(const boost::json::object& object);
// The item's line: json_line(item_object(item)).
std::string item_json(const WatchItem& item);

}  // namespace drawbridge::watch
