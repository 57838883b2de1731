// JSON written straight onto the end of a string, with no DOM in between: the bytes Boost.JSON's
// serializer writes for the same values (its escapes: \" \\ \b \t \n \f \r, \u00xx in lower-case
// hex for the other control characters, every other byte as it is; integers in decimal), so
// that a line written here equals one serialized from a json::object built in the same order.
// The writer puts the commas and colons; the caller says what comes, in order.
#pragma once

#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace drawbridge {

class JsonText {
 public:
  explicit JsonText(std::string& out) : out_(out) {}

  JsonText& open_object() { return open('{'); }
  JsonText& close_object() { return close('}'); }
  JsonText& open_array() { return open('['); }
  JsonText& close_array() { return close(']'); }

  // The name of the object's next member; its value follows.
  JsonText& key(std::string_view name) {
    separate();
    quoted(name);
    out_ += ':';
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
    out_ += b ? "true" : "false";
    return *this;
  }
  JsonText& null() {
    separate();
    out_ += "null";
    return *this;
  }

 private:
  static constexpr std::size_t kMaxDepth = 16;

  JsonText& open(char bracket) {
    separate();
    out_ += bracket;
    first_[++depth_] = true;
    return *this;
  }
  JsonText& close(char bracket) {
    --depth_;
    out_ += bracket;
    return *this;
  }

  // The comma before a value or a key, but the first of its container and a key's value.
  void separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (!first_[depth_]) out_ += ',';
    first_[depth_] = false;
  }

  template <class Integer>
  JsonText& integer(Integer n) {
    separate();
    char digits[24];
    const std::to_chars_result end = std::to_chars(digits, digits + sizeof digits, n);
    out_.append(digits, end.ptr);
    return *this;
  }

  // The runs that need no escape are appended whole.
  void quoted(std::string_view text) {
    out_ += '"';
    std::size_t run = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
      const unsigned char c = static_cast<unsigned char>(text[i]);
      if (c >= 0x20 && c != '"' && c != '\\') continue;
      out_.append(text.data() + run, i - run);
      run = i + 1;
      escape(c);
    }
    out_.append(text.data() + run, text.size() - run);
    out_ += '"';
  }

  void escape(unsigned char c) {
    static constexpr char kHex[] = "0123456789abcdef";
    out_ += '\\';
    switch (c) {
      case '"': out_ += '"'; return;
      case '\\': out_ += '\\'; return;
      case '\b': out_ += 'b'; return;
      case '\t': out_ += 't'; return;
      case '\n': out_ += 'n'; return;
      case '\f': out_ += 'f'; return;
      case '\r': out_ += 'r'; return;
      default:
        out_ += "u00";
        out_ += kHex[c >> 4];
        out_ += kHex[c & 15];
    }
  }

  std::string& out_;
  std::array<bool, kMaxDepth> first_{true};  // per open container: nothing written in it yet
  std::size_t depth_ = 0;
  bool after_key_ = false;
};

}  // namespace drawbridge
