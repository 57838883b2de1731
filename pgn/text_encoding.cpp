#include "pgn/text_encoding.h"

#include <cstdint>
#include <cstring>

#include "support/appended.h"

namespace drawbridge::pgn {
namespace {

// The length of the valid UTF-8 sequence at the start of `s` (RFC 3629: no overlong forms, no
// surrogates, nothing above U+10FFFF), or 0.
std::size_t utf8_sequence(std::string_view s) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char c = byte(0);
  std::size_t n = 0;
  unsigned char low = 0x80, high = 0xbf;
  if (c >= 0xc2 && c <= 0xdf) {
    n = 2;
  } else if (c >= 0xe0 && c <= 0xef) {
    n = 3;
    if (c == 0xe0) low = 0xa0;
    if (c == 0xed) high = 0x9f;
  } else if (c >= 0xf0 && c <= 0xf4) {
    n = 4;
    if (c == 0xf0) low = 0x90;
    if (c == 0xf4) high = 0x8f;
  } else {
    return 0;
  }
  if (s.size() < n || byte(1) < low || byte(1) > high) return 0;
  for (std::size_t i = 2; i < n; ++i)
    if (byte(i) < 0x80 || byte(i) > 0xbf) return 0;
  return n;
}

// Where the run of ASCII bytes of `text` that starts at `i` ends.
std::size_t ascii_end(std::string_view text, std::size_t i) {
  // Eight bytes at a time while none has its high bit set (almost all of a JSON line).
  while (i + 8 <= text.size()) {
    std::uint64_t word;
    std::memcpy(&word, text.data() + i, 8);
    if (word & 0x8080808080808080ull) break;
    i += 8;
  }
  while (i < text.size() && static_cast<unsigned char>(text[i]) < 0x80) ++i;
  return i;
}

}  // namespace

void append_as_utf8(std::string_view text, std::string& out) {
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t ascii = ascii_end(text, i);
    out.append(text.data() + i, ascii - i);
    i = ascii;
    if (i == text.size()) return;
    if (const std::size_t n = utf8_sequence(text.substr(i))) {
      out.append(text.data() + i, n);
      i += n;
    } else {
      const auto c = static_cast<unsigned char>(text[i++]);  // Latin-1: U+0080..U+00FF
      out += static_cast<char>(0xc0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3f));
    }
  }
}

void make_utf8_from(std::size_t from, std::string& text) {
  const std::size_t first = ascii_end(text, from);
  if (first == text.size()) return;
  const std::string rest = text.substr(first);
  text.resize(first);
  append_as_utf8(rest, text);
}

std::string as_utf8(std::string_view text) {
  return appended(text.size(), [text](std::string& out) { append_as_utf8(text, out); });
}

bool is_ascii(std::string_view text) { return ascii_end(text, 0) == text.size(); }

}  // namespace drawbridge::pgn
