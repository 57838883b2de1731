// A JSON object written at the end of a string by a serializer the caller keeps, so that writing
// one line after another allocates nothing once the string has grown: json::serialize makes a
// new string of its own for every object.
#pragma once

#include <cstddef>
#include <string>

#include <boost/json/object.hpp>
#include <boost/json/serializer.hpp>

namespace drawbridge {

inline void append_json(const boost::json::object& value, boost::json::serializer& writer, std::string& out) {
  constexpr std::size_t kChunk = 1024;  // a typical line in one read; the resize fills it first
  writer.reset(&value);
  while (!writer.done()) {
    const std::size_t size = out.size();
    out.resize(size + kChunk);
    out.resize(size + writer.read(out.data() + size, kChunk).size());
  }
}

}  // namespace drawbridge
