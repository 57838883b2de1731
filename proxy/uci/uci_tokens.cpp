#include "proxy/uci/uci_tokens.h"

#include <cstdint>

namespace drawbridge {
namespace {

// One compare and one bit test instead of six compares: the tokenizer runs on every byte
// of every `position` line.
constexpr std::uint64_t kSpaceMask =
    (1ull << ' ') | (1ull << '\t') | (1ull << '\r') | (1ull << '\n') | (1ull << '\v') | (1ull << '\f');

bool is_uci_space(char c) {
  const auto byte = static_cast<unsigned char>(c);
  return byte <= ' ' && ((kSpaceMask >> byte) & 1) != 0;
}

template <typename OnWord>
void for_each_word(std::string_view text, OnWord on_word) {
  const char* p = text.data();
  const char* const end = p + text.size();
  while (true) {
    while (p != end && is_uci_space(*p)) ++p;
    if (p == end) return;
    const char* const start = p;
    // Most words are four-byte moves: one well-predicted test for them, where the loop's
    // exit after four or five bytes mispredicts.
    if (end - p > 4 && !is_uci_space(p[1]) && !is_uci_space(p[2]) && !is_uci_space(p[3]) && is_uci_space(p[4])) {
      p += 4;
    }
    while (p != end && !is_uci_space(*p)) ++p;
    on_word(std::string_view(start, static_cast<std::size_t>(p - start)));
  }
}

}  // namespace

// One pass into a vector reserved for words of a move's length and its separator: a second
// counting pass cost as much as the first, the branches on word ends mispredicting alike.
std::vector<std::string_view> UciTokens::words() {
  const std::string_view text = line_.substr(pos_);
  pos_ = line_.size();
  std::vector<std::string_view> words;
  words.reserve(text.size() / 5 + 1);
  for_each_word(text, [&words](std::string_view word) { words.push_back(word); });
  return words;
}

std::optional<std::string_view> UciTokens::peek() const {
  std::size_t start = pos_;
  while (start < line_.size() && is_uci_space(line_[start])) ++start;
  if (start == line_.size()) return std::nullopt;
  std::size_t end = start;
  while (end < line_.size() && !is_uci_space(line_[end])) ++end;
  return line_.substr(start, end - start);
}

std::optional<std::string_view> UciTokens::next() {
  std::optional<std::string_view> token = peek();
  pos_ = token ? static_cast<std::size_t>(token->data() + token->size() - line_.data()) : line_.size();
  return token;
}

std::string_view UciTokens::rest() {
  const std::string_view text = trim(line_.substr(pos_));
  pos_ = line_.size();
  return text;
}

std::string_view UciTokens::trim(std::string_view text) {
  while (!text.empty() && is_uci_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_uci_space(text.back())) text.remove_suffix(1);
  return text;
}

}  // namespace drawbridge
