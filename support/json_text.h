// JSON written straight into a buffer, with no DOM in between: the bytes Boost.JSON's
// serializer writes for the same values (its escapes: \" \\ \b \t \n \f \r, \u00xx in lower-case
// hex for the other control characters, every other byte as it is; integers in decimal), so
// that a line written here equals one serialized from a json::object built in the same order.
// The writer puts the commas and colons; the caller says what comes, in order. The buffer is a
// string kept from one text to the next, whose size is the room made so far, not the text's:
// once it has grown, writing a text is storing bytes, with no call to grow or fill it.
#pragma once

#include <algorithm>
#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace drawbridge {

class JsonText {
 public:
  // Writes from the start of `buffer`, whatever it held.
  explicit JsonText(std::string& buffer) : out_(buffer) {}
  JsonText(const JsonText&) = delete;
  JsonText& operator=(const JsonText&) = delete;

  // What has been written.
  std::string_view text() const { return std::string_view(out_).substr(0, end_); }

  JsonText& open_object() { return open('{'); }
  JsonText& close_object() { return close('}'); }
  JsonText& open_array() { return open('['); }
  JsonText& close_array() { return close(']'); }

  // The name of the object's next member, which needs no escape (the program's own names); its
  // value follows. Inline wherever a field list writes a name: a call per name costs scan's CLI
  // about a million instructions in 4,000 games.
  [[gnu::always_inline]] JsonText& key(std::string_view name) {
    separate();
    char* at = room(name.size() + 3);
    *at++ = '"';
    std::memcpy(at, name.data(), name.size());
    at += name.size();
    *at++ = '"';
    *at++ = ':';
    end_ += name.size() + 3;
    after_key_ = true;
    return *this;
  }

  JsonText& string(std::string_view text) {
    separate();
    quoted(text);
    return *this;
  }
  JsonText& number(std::int64_t n) { return integer(n); }
  JsonText& unsigned_number(std::uint64_t n) { return integer(n); }
  JsonText& boolean(bool b) {
    separate();
    put(b ? std::string_view("true") : std::string_view("false"));
    return *this;
  }
  JsonText& null() {
    separate();
    put("null");
    return *this;
  }
  // A value already in JSON's form (serialized elsewhere), written as it is.
  JsonText& serialized(std::string_view json) {
    separate();
    put(json);
    return *this;
  }
  // The end of a JSON line, after its value.
  JsonText& newline() {
    put('\n');
    return *this;
  }

 private:
  static constexpr std::size_t kMaxDepth = 16;
  static constexpr std::size_t kAhead = 2048;  // a typical line

  JsonText& open(char bracket) {
    separate();
    put(bracket);
    first_[++depth_] = true;
    return *this;
  }
  JsonText& close(char bracket) {
    --depth_;
    put(bracket);
    return *this;
  }

  // The comma before a value or a key, but the first of its container and a key's value.
  void separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (!first_[depth_]) put(',');
    first_[depth_] = false;
  }

  template <class Integer>
  JsonText& integer(Integer n) {
    separate();
    char* at = room(24);
    end_ = static_cast<std::size_t>(std::to_chars(at, at + 24, n).ptr - out_.data());
    return *this;
  }

  // The string's bytes written in one pass into room for the longest escaping (6 bytes each):
  // eight at a time while none of them needs an escape (tags and FENs never do), then byte by
  // byte from the first eight that hold one.
  void quoted(std::string_view text) {
    char* at = room(6 * text.size() + 2);
    *at++ = '"';
    const char* from = text.data();
    const char* const end = from + text.size();
    for (std::uint64_t eight; end - from >= 8; from += 8, at += 8) {
      std::memcpy(&eight, from, 8);
      if (needs_escape(eight)) break;
      std::memcpy(at, from, 8);
    }
    for (; from != end; ++from) {
      const unsigned char c = static_cast<unsigned char>(*from);
      if (c >= 0x20 && c != '"' && c != '\\') {
        *at++ = *from;
      } else {
        at = escape(c, at);
      }
    }
    *at++ = '"';
    end_ = static_cast<std::size_t>(at - out_.data());
  }

  // Whether one of eight bytes is a control character, '"' or '\\' (the tests of "Bit Twiddling
  // Hacks": a byte below n sets its high bit in (x - n per byte) & ~x, exactly when some byte is).
  static bool needs_escape(std::uint64_t eight) {
    constexpr std::uint64_t kEach = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
    const auto below = [](std::uint64_t x, std::uint64_t n) { return (x - n * kEach) & ~x & kHigh; };
    return below(eight, 0x20) | below(eight ^ ('"' * kEach), 1) | below(eight ^ ('\\' * kEach), 1);
  }

  static char* escape(unsigned char c, char* at) {
    static constexpr char kHex[] = "0123456789abcdef";
    *at++ = '\\';
    switch (c) {
      case '"': *at++ = '"'; return at;
      case '\\': *at++ = '\\'; return at;
      case '\b': *at++ = 'b'; return at;
      case '\t': *at++ = 't'; return at;
      case '\n': *at++ = 'n'; return at;
      case '\f': *at++ = 'f'; return at;
      case '\r': *at++ = 'r'; return at;
      default:
        *at++ = 'u';
        *at++ = '0';
        *at++ = '0';
        *at++ = kHex[c >> 4];
        *at++ = kHex[c & 15];
        return at;
    }
  }

  void put(char c) { *room(1) = c, ++end_; }
  void put(std::string_view text) {
    std::memcpy(room(text.size()), text.data(), text.size());
    end_ += text.size();
  }

  // Where the next `bytes` go. Growing is rare and out of line, so that the test inlines
  // wherever a value is written.
  char* room(std::size_t bytes) {
    if (end_ + bytes > out_.size()) [[unlikely]]
      grow(bytes);
    return out_.data() + end_;
  }
  [[gnu::noinline]] void grow(std::size_t bytes) { out_.resize(std::max(2 * out_.size(), end_ + bytes + kAhead)); }

  std::string& out_;
  std::size_t end_ = 0;                      // of the text written; out_ is longer
  std::array<bool, kMaxDepth> first_{true};  // per open container: nothing written in it yet
  std::size_t depth_ = 0;
  bool after_key_ = false;
};

}  // namespace drawbridge
