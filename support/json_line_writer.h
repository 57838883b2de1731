// JSON objects written one line after another at the end of a string. Each line's DOM is
// allocated by bumping a pointer through a kept buffer (a long line goes on in blocks freed after
// it), and the serializer is kept too, so that once the string has grown a line allocates
// nothing: json::serialize makes a new string of its own for every object.
#pragma once

#include <array>
#include <cstddef>
#include <string>

#include <boost/json/monotonic_resource.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serializer.hpp>

namespace drawbridge {

class JsonLineWriter {
 public:
  // The memory of one line's DOM. A new resource for each line: Boost 1.81's release() keeps the
  // size of its next block, which doubles with every block.
  boost::json::monotonic_resource line_memory() {
    return boost::json::monotonic_resource(buffer_.data(), buffer_.size());
  }

  void append(const boost::json::object& value, std::string& out) {
    constexpr std::size_t kChunk = 1024;  // a typical line in one read; the resize fills it first
    serializer_.reset(&value);
    while (!serializer_.done()) {
      const std::size_t size = out.size();
      out.resize(size + kChunk);
      out.resize(size + serializer_.read(out.data() + size, kChunk).size());
    }
  }

 private:
  std::array<unsigned char, 16 * 1024> buffer_;
  boost::json::serializer serializer_;
};

}  // namespace drawbridge
