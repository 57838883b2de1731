#include "proxy/hub/hub_line.h"

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::hub {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// Scan's hub::Scanner::is_id: not a control character, not a space, not `=`, not `"`.
bool is_name_char(char c) {
  const auto u = static_cast<unsigned char>(c);
  return u > 0x20 && u != 0x7f && c != '=' && c != '"';
}

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  void skip_spaces() {
    while (at_ < text_.size() && is_space(text_[at_])) ++at_;
  }
  bool done() const { return at_ == text_.size(); }
  char peek() const { return text_[at_]; }
  std::size_t column() const { return at_ + 1; }
  void advance() { ++at_; }

  std::string_view name() {
    const std::size_t start = at_;
    while (at_ < text_.size() && is_name_char(text_[at_])) ++at_;
    return text_.substr(start, at_ - start);
  }

  // After the opening quote: the text up to the closing one, which is consumed.
  std::optional<std::string_view> quoted() {
    const std::size_t end = text_.find('"', at_);
    if (end == std::string_view::npos) return std::nullopt;
    const std::string_view inside = text_.substr(at_, end - at_);
    at_ = end + 1;
    return inside;
  }

  absl::Status unexpected(std::string_view what) const {
    const auto u = static_cast<unsigned char>(text_[at_]);
    const std::string shown = u >= 0x20 && u < 0x7f ? absl::StrCat("'", av(text_.substr(at_, 1)), "'")
                                                    : absl::StrCat("byte ", static_cast<int>(u));
    return absl::InvalidArgumentError(absl::StrCat(shown, " at column ", column(), " where ", av(what), " should be"));
  }

 private:
  std::string_view text_;
  std::size_t at_ = 0;
};

absl::StatusOr<std::optional<std::string>> read_value(Reader& reader, std::string_view name) {
  if (reader.done() || reader.peek() != '=') return std::optional<std::string>();
  reader.advance();
  if (!reader.done() && reader.peek() == '"') {
    const std::size_t column = reader.column();
    reader.advance();
    const std::optional<std::string_view> inside = reader.quoted();
    if (!inside) {
      return absl::InvalidArgumentError(
          absl::StrCat("the quoted value of ", av(name), " opened at column ", column, " is never closed"));
    }
    return std::optional<std::string>(*inside);
  }
  const std::string_view value = reader.name();
  if (value.empty()) {
    if (reader.done() || is_space(reader.peek())) {
      return absl::InvalidArgumentError(absl::StrCat("the value of ", av(name), " is missing (an empty one is \"\")"));
    }
    return reader.unexpected(absl::StrCat("the value of ", av(name)));
  }
  return std::optional<std::string>(value);
}

}  // namespace

std::optional<std::string_view> Line::value(std::string_view name) const {
  for (const Argument& argument : arguments) {
    if (argument.name == name) return argument.value ? std::string_view(*argument.value) : std::string_view();
  }
  return std::nullopt;
}

bool Line::has(std::string_view name) const { return value(name).has_value(); }

absl::StatusOr<Line> parse_line(std::string_view text) {
  Reader reader(text);
  reader.skip_spaces();
  if (reader.done()) return absl::InvalidArgumentError("missing command");
  Line line;
  line.command = reader.name();
  if (line.command.empty()) return reader.unexpected("a command");
  for (;;) {
    const bool spaced = !reader.done() && is_space(reader.peek());
    reader.skip_spaces();
    if (reader.done()) return line;
    if (!spaced) return reader.unexpected("a space");
    Argument argument;
    argument.name = reader.name();
    if (argument.name.empty()) return reader.unexpected("an argument");
    absl::StatusOr<std::optional<std::string>> value = read_value(reader, argument.name);
    if (!value.ok()) return value.status();
    argument.value = *std::move(value);
    line.arguments.push_back(std::move(argument));
  }
}

std::string quoted_value(std::string_view value) {
  std::string out(value);
  bool plain = !out.empty();
  for (char& c : out) {
    if (c == '"') c = '\'';
    if (c == '\n' || c == '\r') c = ' ';
    if (!is_name_char(c)) plain = false;
  }
  return plain ? out : absl::StrCat("\"", out, "\"");
}

}  // namespace drawbridge::hub
