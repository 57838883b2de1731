#include "watch/watch_json.h"

#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>

#include "absl/strings/str_format.h"
#include "pgn/text_encoding.h"
#include "render/event_json.h"
#include "support/json_view.h"

namespace drawbridge::watch {
namespace {

namespace json = boost::json;

json::value text_or_null(const std::optional<std::string>& text) {
  return text ? json::value(jsv(*text)) : json::value(nullptr);
}

json::value clock_json(const std::optional<std::chrono::milliseconds>& clock) {
  return clock ? json::value(clock_text(*clock)) : json::value(nullptr);
}

json::value tags_json(const GameTags& tags) {
  json::object out;
  for (std::size_t i = 0; i < kShownTags.size(); ++i) out[jsv(kShownTags[i])] = text_or_null(tags.values[i]);
  return out;
}

json::object board_object(const BoardItem& item) {
  const BoardState& board = item.board;
  json::object out;
  out["type"] = "board";
  out["key"] = jsv(item.key);
  out["game"] = tags_json(item.tags);
  out["fen"] = jsv(board.fen);
  out["last_move"] = text_or_null(board.last_move);
  out["ply"] = board.ply;
  out["clocks"] = json::object{{"white", clock_json(board.white_clock)}, {"black", clock_json(board.black_clock)}};
  out["result"] = text_or_null(board.result);
  out["error"] = text_or_null(board.error);
  return out;
}

json::object alert_object(const AlertItem& item) {
  const draw::Event& alert = item.event;
  json::object out;
  out["type"] = "alert";
  out["key"] = jsv(item.key);
  out["game"] = item.tags ? tags_json(*item.tags) : json::value(nullptr);
  out["time"] = utc_time_text(item.time);
  // The events file's fields, its "event" named "kind" here, where "type" tells the items apart.
  for (auto& field : render::event_json_object(alert, alert.edition)) {
    if (field.key() == "event") {
      out["kind"] = std::move(field.value());
    } else if (field.key() != "game") {
      out[field.key()] = std::move(field.value());
    }
  }
  out["side"] = alert.side ? json::value(jsv(draw::side_name(*alert.side))) : json::value(nullptr);
  json::array moves;
  for (const std::string& move : alert.moves) moves.emplace_back(jsv(move));
  out["moves"] = std::move(moves);
  return out;
}

json::object feed_object(const FeedItem& item) {
  json::object out;
  out["type"] = "feed";
  out["key"] = jsv(item.name);
  out["state"] = jsv(feed_state_name(item.state));
  out["last_update"] = item.last_update ? json::value(utc_time_text(*item.last_update)) : json::value(nullptr);
  out["detail"] = item.detail.empty() ? json::value(nullptr) : json::value(jsv(item.detail));
  return out;
}

}  // namespace

std::string utc_time_text(std::chrono::system_clock::time_point when) {
  using namespace std::chrono;
  const sys_days day = floor<days>(when);
  const year_month_day date(day);
  const hh_mm_ss time(floor<seconds>(when - day));
  return absl::StrFormat("%04d-%02u-%02uT%02d:%02d:%02dZ", static_cast<int>(date.year()),
                         static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()), time.hours().count(),
                         time.minutes().count(), static_cast<int>(time.seconds().count()));
}

std::string clock_text(std::chrono::milliseconds clock) {
  const long long seconds = clock.count() / 1000;
  return absl::StrFormat("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
}

json::object item_object(const WatchItem& item) {
  return std::visit(
      [](const auto& typed) {
        using T = std::decay_t<decltype(typed)>;
        if constexpr (std::is_same_v<T, BoardItem>) {
          return board_object(typed);
        } else if constexpr (std::is_same_v<T, AlertItem>) {
          return alert_object(typed);
        } else {
          return feed_object(typed);
        }
      },
      item);
}

// Feed bytes that are not UTF-8 are read as Latin-1 (text_encoding.h).
std::string json_line(const json::object& object) { return pgn::as_utf8(json::serialize(object)); }

std::string item_json(const WatchItem& item) { return json_line(item_object(item)); }

}  // namespace drawbridge::watch
