#include "render/event_json.h"

#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include "render/event_fields.h"
#include "support/json_view.h"

namespace drawbridge::render {
namespace {

namespace json = boost::json;

// event_fields.h's writer over a DOM object, objects inside it as they open.
class DomOut {
 public:
  explicit DomOut(json::object& top) : at_(&top) {}
  void put(std::string_view name, std::nullptr_t) { (*at_)[jsv(name)] = nullptr; }
  void put(std::string_view name, std::string_view text) { (*at_)[jsv(name)] = jsv(text); }
  void put(std::string_view name, std::int64_t n) { (*at_)[jsv(name)] = n; }
  void put(std::string_view name, bool b) { (*at_)[jsv(name)] = b; }
  void put_strings(std::string_view name, const std::vector<std::string>& strings) {
    json::array& array = (*at_)[jsv(name)].emplace_array();
    array.reserve(strings.size());
    for (const std::string& s : strings) array.emplace_back(jsv(s));
  }
  void open(std::string_view name) {
    outer_ = at_;
    at_ = &(*at_)[jsv(name)].emplace_object();
  }
  void close() { at_ = outer_; }

 private:
  json::object* at_;
  json::object* outer_ = nullptr;  // one level is all the fields need
};

// event_fields.h's writer over JSON text.
class TextOut {
 public:
  explicit TextOut(JsonText& out) : out_(out) {}
  void put(std::string_view name, std::nullptr_t) { out_.key(name).null(); }
  void put(std::string_view name, std::string_view text) { out_.key(name).string(text); }
  void put(std::string_view name, std::int64_t n) { out_.key(name).number(n); }
  void put(std::string_view name, bool b) { out_.key(name).boolean(b); }
  void put_strings(std::string_view name, const std::vector<std::string>& strings) {
    out_.key(name).open_array();
    for (const std::string& s : strings) out_.string(s);
    out_.close_array();
  }
  void open(std::string_view name) { out_.key(name).open_object(); }
  void close() { out_.close_object(); }

 private:
  JsonText& out_;
};

}  // namespace

json::object event_json_object(const draw::Event& event, std::string_view edition) {
  json::object out;
  DomOut dom(out);
  contract_fields(event, edition, std::nullopt, dom);
  return out;
}

std::string event_json(const draw::Event& event, std::string_view edition, int game) {
  json::object out;
  DomOut dom(out);
  contract_fields(event, edition, game, dom);
  return json::serialize(out);
}

void write_event(const draw::Event& event, std::string_view edition, JsonText& out) {
  out.open_object();
  TextOut text(out);
  contract_fields(event, edition, std::nullopt, text);
  out.close_object();
}

json::object verdict_event_json(const draw::Event& event, const json::storage_ptr& storage) {
  json::object out(storage);
  out.reserve(8);  // a ruling's fields without a rehash
  DomOut dom(out);
  verdict_event_fields(event, dom);
  return out;
}

void write_verdict_event(const draw::Event& event, JsonText& out) {
  out.open_object();
  TextOut text(out);
  verdict_event_fields(event, text);
  out.close_object();
}

}  // namespace drawbridge::render
