// The two writers the field lists (event_fields.h, verdict/verdict_fields.h) render through: JSON
// text (support/json_text.h, for the lines the subcommands write) and a Boost.JSON tree (typed
// values, for Python's dicts and the C API, with no text in between). A writer has put(name,
// value), value std::nullptr_t, std::string_view, std::int64_t, std::uint64_t or bool;
// put_strings(name, strings); open(name) and close() for an object inside; open_array(name) and
// close_array() for an array of objects, open_item() and close() for each object in it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include "support/json_text.h"
#include "support/json_view.h"

namespace drawbridge::render {

// Writes into the object `out` has open.
class JsonTextOut {
 public:
  explicit JsonTextOut(JsonText& out) : out_(out) {}
  void put(std::string_view name, std::nullptr_t) { out_.key(name).null(); }
  void put(std::string_view name, std::string_view text) { out_.key(name).string(text); }
  void put(std::string_view name, std::int64_t n) { out_.key(name).number(n); }
  void put(std::string_view name, std::uint64_t n) { out_.key(name).unsigned_number(n); }
  void put(std::string_view name, bool b) { out_.key(name).boolean(b); }
  void put_strings(std::string_view name, const std::vector<std::string>& strings) {
    out_.key(name).open_array();
    for (const std::string& s : strings) out_.string(s);
    out_.close_array();
  }
  void open(std::string_view name) { out_.key(name).open_object(); }
  void open_array(std::string_view name) { out_.key(name).open_array(); }
  void open_item() { out_.open_object(); }
  void close() { out_.close_object(); }
  void close_array() { out_.close_array(); }

 private:
  JsonText& out_;
};

// Adds the members to `top` and to the objects and arrays inside it as they open; each name is
// put once (emplace: the member made in place, never a null assigned after).
class JsonDomOut {
 public:
  explicit JsonDomOut(boost::json::object& top) { objects_[0] = &top; }
  void put(std::string_view name, std::nullptr_t) { object().emplace(jsv(name), nullptr); }
  void put(std::string_view name, std::string_view text) { object().emplace(jsv(name), jsv(text)); }
  void put(std::string_view name, std::int64_t n) { object().emplace(jsv(name), n); }
  void put(std::string_view name, std::uint64_t n) { object().emplace(jsv(name), n); }
  void put(std::string_view name, bool b) { object().emplace(jsv(name), b); }
  void put_strings(std::string_view name, const std::vector<std::string>& strings) {
    boost::json::array& array = member(name).emplace_array();
    array.reserve(strings.size());
    for (const std::string& s : strings) array.emplace_back(jsv(s));
  }
  void open(std::string_view name) { push(member(name).emplace_object()); }
  void open_array(std::string_view name) { array_ = &member(name).emplace_array(); }
  void open_item() { push(array_->emplace_back(boost::json::object_kind).get_object()); }
  void close() { --depth_; }
  void close_array() { array_ = nullptr; }

 private:
  static constexpr std::size_t kMaxDepth = 8;
  static constexpr std::size_t kMembers = 8;

  boost::json::object& object() { return *objects_[depth_]; }
  boost::json::value& member(std::string_view name) { return object().emplace(jsv(name), nullptr).first->value(); }
  // An object inside, with room for the members the lists put in one (the tags, an event's).
  void push(boost::json::object& inner) {
    inner.reserve(kMembers);
    objects_[++depth_] = &inner;
  }

  // The open objects, outermost first: each lives in the one before it, which does not change
  // while it is open, so the pointers hold.
  std::array<boost::json::object*, kMaxDepth> objects_{};
  std::size_t depth_ = 0;
  boost::json::array* array_ = nullptr;  // the open array: the lists open one at a time
};

}  // namespace drawbridge::render
