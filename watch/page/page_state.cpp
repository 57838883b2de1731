#include "watch/page/page_state.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "support/json_view.h"

namespace drawbridge::watch {

std::optional<std::string> PageState::take(std::string_view json_line) {
  boost::system::error_code error;
  boost::json::value line = boost::json::parse(jsv(json_line), error);
  if (error || !line.is_object()) return std::nullopt;
  boost::json::object& object = line.get_object();
  const boost::json::value* type = object.if_contains("type");
  if (type && *type == "board") {
    pictures_.add_svg(object);
    std::string text = boost::json::serialize(object);
    const std::string key = object.if_contains("key") ? boost::json::serialize(object.at("key")) : "";
    const auto [at, added] = board_of_key_.try_emplace(key, boards_.size());
    if (added) {
      boards_.push_back(text);
    } else {
      boards_[at->second] = text;
    }
    return text;
  }
  std::string text = boost::json::serialize(object);
  if (type && *type == "alert") alerts_.push_back(text);
  if (type && *type == "feed" && object.if_contains("key")) feeds_[boost::json::serialize(object.at("key"))] = text;
  return text;
}

std::vector<std::string> PageState::snapshot() const {
  std::vector<std::string> lines;
  for (const auto& [key, line] : feeds_) lines.push_back(line);
  lines.insert(lines.end(), boards_.begin(), boards_.end());
  lines.insert(lines.end(), alerts_.begin(), alerts_.end());
  return lines;
}

}  // namespace drawbridge::watch
