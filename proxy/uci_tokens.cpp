#include "proxy/uci_tokens.h"

namespace drawbridge {
namespace {

bool is_uci_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

}  // namespace

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
