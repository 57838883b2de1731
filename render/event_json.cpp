#include "render/event_json.h"

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include "render/event_fields.h"
#include "render/json_out.h"

namespace drawbridge::render {
namespace json = boost::json;

json::object event_json_object(const draw::Event& event, std::string_view edition) {
  json::object out;
  JsonDomOut dom(out);
  contract_fields(event, edition, std::nullopt, dom);
  return out;
}

std::string event_json(const draw::Event& event, std::string_view edition, int game) {
  json::object out;
  JsonDomOut dom(out);
  contract_fields(event, edition, game, dom);
  return json::serialize(out);
}

json::object verdict_event_json(const draw::Event& event, const json::storage_ptr& storage) {
  json::object out(storage);
  out.reserve(8);  // a ruling's fields without a rehash
  JsonDomOut dom(out);
  verdict_event_fields(event, dom);
  return out;
}

}  // namespace drawbridge::render
