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

}  // namespace drawbridge::render
