#include "watch/watch_json.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

#include "absl/strings/str_format.h"
#include "pgn/text_encoding.h"
#include "render/event_json.h"
#include "support/json_view.h"

namespace drawbridge::watch {
namespace {

namespace json = boost::json;

constexpr std::string_view kTags[] = {"Event", "Site", "Date", "Round", "Board", "White", "Black", "Result"};

json::value clock_json(const std::optional<std::chrono::milliseconds>& clock) {
  if (!clock) return nullptr;
  const long long seconds = clock->count() / 1000;
  return json::value(absl::StrFormat("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60));
}

// Feed bytes that are not UTF-8 are read as Latin-1 (text_encoding.h).
std::string utf8_line(const json::object& item) { return pgn::as_utf8(json::serialize(item)); }

}  // namespace

json::value tags_json(const pgn::PgnGame& game) {
  json::object tags;
  for (std::string_view name : kTags) {
    const std::optional<std::string> value = game.tag(name);
    tags[jsv(name)] = value ? json::value(jsv(*value)) : json::value(nullptr);
  }
  return tags;
}

std::string utc_time_text(std::chrono::system_clock::time_point when) {
  using namespace std::chrono;
  const sys_days day = floor<days>(when);
  const year_month_day date(day);
  const hh_mm_ss time(floor<seconds>(when - day));
  return absl::StrFormat("%04d-%02u-%02uT%02d:%02d:%02dZ", static_cast<int>(date.year()),
                         static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()), time.hours().count(),
                         time.minutes().count(), static_cast<int>(time.seconds().count()));
}

std::string board_json(std::string_view key, const json::value& tags, const BoardState& board) {
  json::object item;
  item["type"] = "board";
  item["key"] = jsv(key);
  item["game"] = tags;
  item["fen"] = jsv(board.fen);
  item["last_move"] = board.last_move ? json::value(jsv(*board.last_move)) : json::value(nullptr);
  item["ply"] = board.ply;
  item["clocks"] = json::object{{"white", clock_json(board.white_clock)}, {"black", clock_json(board.black_clock)}};
  item["result"] = board.result ? json::value(jsv(*board.result)) : json::value(nullptr);
  item["error"] = board.error ? json::value(jsv(*board.error)) : json::value(nullptr);
  return utf8_line(item);
}

std::string alert_json(std::string_view key, const json::value& tags, const draw::Event& alert,
                       std::chrono::system_clock::time_point when) {
  json::object item;
  item["type"] = "alert";
  item["key"] = jsv(key);
  item["game"] = tags;
  item["time"] = utc_time_text(when);
  // The events file's fields, its "event" named "kind" here, where "type" tells the items apart.
  for (auto& field : render::event_json_object(alert, alert.edition)) {
    if (field.key() == "event") {
      item["kind"] = std::move(field.value());
    } else if (field.key() != "game") {
      item[field.key()] = std::move(field.value());
    }
  }
  item["side"] = !alert.side ? json::value(nullptr) : json::value(jsv(draw::side_name(*alert.side)));
  json::array moves;
  for (const std::string& move : alert.moves) moves.emplace_back(jsv(move));
  item["moves"] = std::move(moves);
  return utf8_line(item);
}

}  // namespace drawbridge::watch
