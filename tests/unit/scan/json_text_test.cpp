// scan's JSON lines are written without a DOM (support/json_text.h) and must stay the bytes
// Boost.JSON's serializer wrote for the same values: every byte in a string, nesting, numbers.
#include "support/json_text.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>

#include <doctest/doctest.h>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

#include "support/json_view.h"

namespace drawbridge {
namespace {

TEST_CASE("JsonText escapes every byte as Boost.JSON's serializer does") {
  std::string every_byte;
  for (int c = 0; c < 256; ++c) every_byte += static_cast<char>(c);
  std::string buffer;
  JsonText text(buffer);
  text.open_object().key("s").string(every_byte).key("t").string("caf\xc3\xa9 \"q\" \\ /").close_object();
  const boost::json::object dom{{"s", jsv(every_byte)}, {"t", "caf\xc3\xa9 \"q\" \\ /"}};
  CHECK(text.text() == boost::json::serialize(dom));
}

TEST_CASE("JsonText copies eight bytes at a time where none needs an escape, and escapes a byte wherever it stands") {
  // Bytes on both sides of each escape test's bounds, at every place of strings around 8 and 16.
  for (const unsigned char c : {0x00, 0x01, 0x1f, 0x20, 0x21, 0x22, 0x5b, 0x5c, 0x5d, 0x7f, 0x80, 0xa2, 0xdc, 0xff}) {
    for (std::size_t size = 1; size <= 24; ++size) {
      for (std::size_t at = 0; at < size; ++at) {
        std::string value(size, 'a');
        value[at] = static_cast<char>(c);
        std::string buffer;
        JsonText text(buffer);
        text.open_array().string(value).close_array();
        CHECK(text.text() == boost::json::serialize(boost::json::array{jsv(value)}));
      }
    }
  }
}

TEST_CASE("JsonText nests objects and arrays and writes numbers, booleans and null as the DOM does") {
  std::string buffer = "left over from an earlier line, longer than the next one";
  JsonText text(buffer);
  text.open_object();
  text.key("min").number(std::numeric_limits<std::int64_t>::min());
  text.key("max").unsigned_number(std::numeric_limits<std::uint64_t>::max());
  text.key("zero").number(0);
  text.key("empty").open_array().close_array();
  text.key("list").open_array().number(-1).string("").null().boolean(true).open_object().close_object();
  text.open_object().key("a").boolean(false).key("b").open_array().number(7).close_array().close_object();
  text.close_array();
  text.key("none").null();
  text.close_object();
  boost::json::object dom;
  dom["min"] = std::numeric_limits<std::int64_t>::min();
  dom["max"] = std::numeric_limits<std::uint64_t>::max();
  dom["zero"] = 0;
  dom["empty"].emplace_array();
  boost::json::array& list = dom["list"].emplace_array();
  list.emplace_back(-1);
  list.emplace_back("");
  list.emplace_back(nullptr);
  list.emplace_back(true);
  list.emplace_back(boost::json::object());
  list.emplace_back(boost::json::object{{"a", false}, {"b", boost::json::array{7}}});
  dom["none"] = nullptr;
  CHECK(text.text() == boost::json::serialize(dom));
}

TEST_CASE("JsonText grows its buffer for a long text") {
  const std::string long_value(100000, '\x01');
  std::string buffer;
  JsonText text(buffer);
  text.open_array().string(long_value).close_array();
  CHECK(text.text() == boost::json::serialize(boost::json::array{jsv(long_value)}));
}

}  // namespace
}  // namespace drawbridge
