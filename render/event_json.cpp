#include "render/event_json.h"

#include <optional>

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include "support/json_view.h"

namespace drawbridge::render {
namespace {

namespace json = boost::json;

json::value text_or_null(const std::optional<std::string>& text) {
  return text ? json::value(jsv(*text)) : json::value(nullptr);
}

}  // namespace

json::object event_json_object(const draw::Event& event, std::string_view edition) {
  json::object out;
  out["event"] = jsv(draw::event_kind_name(event.kind));
  out["rule"] = event.rule ? json::value(jsv(draw::rule_name(*event.rule))) : json::value(nullptr);
  out["article"] = event.article.empty() ? json::value(nullptr) : json::value(jsv(event.article));
  out["edition"] = jsv(edition);
  out["ply"] = event.ply ? json::value(*event.ply) : json::value(nullptr);
  out["move"] = text_or_null(event.move);
  out["result"] = event.result ? json::value(jsv(draw::result_text(*event.result))) : json::value(nullptr);
  out["fen"] = text_or_null(event.fen);
  out["game"] = nullptr;
  out["detail"] = event.detail.empty() ? json::value(nullptr) : json::value(jsv(event.detail));
  return out;
}

std::string event_json(const draw::Event& event, std::string_view edition, int game) {
  json::object out = event_json_object(event, edition);
  out["game"] = game;
  return json::serialize(out);
}

}  // namespace drawbridge::render
