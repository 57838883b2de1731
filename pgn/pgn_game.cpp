#include "pgn/pgn_game.h"

#include <array>
#include <cstring>
#include <limits>

#include "absl/strings/ascii.h"
#include "pgn/time_forfeit.h"

namespace drawbridge::pgn {
namespace {

// One table lookup per character: the reader looks at every byte of the movetext, and at the
// first byte of every token to tell a move from a move number or a glyph.
enum CharClass : unsigned char {
  kToken = 0,        // inside a token
  kMoveStart = 1,    // how every move starts (N, B, R, Q, K, O, a-h), and never a glyph
  kLineCommand = 2,  // '[' and '%': a token, unless at the start of a line
  kSpace = 3,
  kDelimiter = 4,  // ends a token without being part of it
};

constexpr std::array<unsigned char, 256> kCharClasses = [] {
  std::array<unsigned char, 256> classes{};
  for (unsigned char c = 'a'; c <= 'h'; ++c) classes[c] = kMoveStart;
  for (unsigned char c : {'N', 'B', 'R', 'Q', 'K', 'O'}) classes[c] = kMoveStart;
  for (unsigned char c : {'[', '%'}) classes[c] = kLineCommand;
  for (unsigned char c : {' ', '\t', '\n', '\r', '\f', '\v'}) classes[c] = kSpace;
  for (unsigned char c : {'{', '}', '(', ')', ';'}) classes[c] = kDelimiter;
  return classes;
}();

CharClass char_class(char c) { return CharClass(kCharClasses[static_cast<unsigned char>(c)]); }
bool is_token_space(char c) { return char_class(c) == kSpace; }
// Characters that end a token without being part of it.
bool is_delimiter(char c) { return char_class(c) >= kSpace; }
bool is_piece_or_file(char c) { return char_class(c) == kMoveStart; }

bool is_result(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

// Annotation glyphs written apart from the move (`e4 !?`), lone check marks, and the dots of
// a move number written apart (`1 ... e5`).
bool is_glyph(std::string_view t) { return t.find_first_not_of("!?+#=.") == std::string_view::npos; }

class Reader {
 public:
  // `tags_only`: the movetext is read up to its first token, which tells only whether there is one.
  Reader(std::string_view text, PgnGame& game, bool tags_only) : text_(text), game_(game), tags_only_(tags_only) {}

  void run() {
    if (text_.starts_with("\xEF\xBB\xBF")) pos_ = 3;  // a UTF-8 byte order mark
    read_tags();
    game_.movetext_begin = pos_;
    read_movetext();
    game_.movetext_end = end_;
    if (!tags_only_) return;
    if (!game_.moves.empty() || !game_.result_token.empty()) game_.movetext_end = pos_;
    game_.moves.clear();
    game_.result_token = {};
  }

 private:
  void skip_space() {
    while (pos_ < text_.size() && is_token_space(text_[pos_])) ++pos_;
  }

  bool at_line_start(std::size_t at) const { return at == 0 || text_[at - 1] == '\n'; }

  void skip_line() {
    const std::size_t nl = text_.find('\n', pos_);
    pos_ = nl == std::string_view::npos ? text_.size() : nl + 1;
  }

  void read_tags() {
    for (;;) {
      skip_space();
      if (pos_ >= text_.size()) return;
      if (text_[pos_] == '%' && at_line_start(pos_)) {
        skip_line();
        continue;
      }
      if (text_[pos_] != '[') return;
      read_tag();
    }
  }

  // [Name "value"]; a malformed tag is skipped to the end of its line.
  void read_tag() {
    const std::size_t line_end = std::min(text_.find('\n', pos_), text_.size());
    std::size_t p = pos_ + 1;
    while (p < line_end && is_token_space(text_[p])) ++p;
    const std::size_t name_begin = p;
    while (p < line_end && !is_token_space(text_[p]) && text_[p] != '"' && text_[p] != ']') ++p;
    const std::string_view name = text_.substr(name_begin, p - name_begin);
    while (p < line_end && text_[p] != '"' && text_[p] != ']') ++p;
    if (p < line_end && text_[p] == '"') {
      const std::size_t value_begin = ++p;
      p = closing_quote(value_begin, line_end);
      if (!name.empty()) game_.tags.emplace_back(name, text_.substr(value_begin, p - value_begin));
      const std::size_t close = text_.substr(0, line_end).find(']', p);
      pos_ = close != std::string_view::npos ? close + 1 : line_end;
    } else {
      pos_ = line_end;
    }
  }

  // The first '"' from `from` that no backslash escapes, or `end`.
  std::size_t closing_quote(std::size_t from, std::size_t end) const {
    while (from < end) {
      const void* found = std::memchr(text_.data() + from, '"', end - from);
      if (!found) return end;
      const std::size_t quote = static_cast<std::size_t>(static_cast<const char*>(found) - text_.data());
      std::size_t backslashes = 0;
      while (quote - backslashes > from && text_[quote - backslashes - 1] == '\\') ++backslashes;
      if (backslashes % 2 == 0) return quote;
      from = quote + 1;
    }
    return end;
  }

  // Tokens first: they and the blanks between them are nearly all of a movetext, and a token
  // that starts a move is stored without the tests for move numbers, results and glyphs.
  void read_movetext() {
    int depth = 0;  // of variations
    while (pos_ < text_.size() && !(tags_only_ && (end_ > 0 || !game_.moves.empty()))) {
      const char c = text_[pos_];
      const CharClass cls = char_class(c);
      if (cls == kMoveStart) {
        const std::size_t begin = pos_;
        skip_token();
        if (depth == 0) game_.moves.push_back(SanToken{text_.substr(begin, pos_ - begin), pos_, {}});
        end_ = pos_;
      } else if (cls == kSpace) {
        ++pos_;
      } else if (cls == kToken || (cls == kLineCommand && !at_line_start(pos_))) {
        if (!read_other_token(depth)) return;
      } else if (c == '{') {
        const std::size_t close = text_.find('}', pos_ + 1);
        const std::size_t end = close == std::string_view::npos ? text_.size() : close;
        if (depth == 0) read_comment(text_.substr(pos_ + 1, end - pos_ - 1));
        pos_ = end == text_.size() ? end : end + 1;
        end_ = pos_;
      } else if (c == ';' || c == '%') {  // '%' here starts a line: an escaped line
        const std::size_t begin = pos_ + 1;
        skip_line();
        if (depth == 0 && c == ';') read_comment(text_.substr(begin, pos_ - begin));
      } else if (c == '}') {
        ++pos_;  // a stray closing brace
      } else if (c == '(') {
        ++depth;
        ++pos_;
      } else if (c == ')') {
        if (depth > 0) --depth;
        ++pos_;
        end_ = pos_;
      } else if (depth == 0) {
        return;  // '[' starting a line: tags of a game the splitter did not separate, not ours
      } else {
        if (!read_other_token(depth)) return;  // '[' starting a line inside a variation
      }
    }
  }

  void skip_token() {
    while (pos_ < text_.size() && !is_delimiter(text_[pos_])) ++pos_;
  }

  // A token that does not start like a move. False after the result, which ends the game's
  // movetext.
  bool read_other_token(int depth) {
    const std::size_t begin = pos_;
    skip_token();
    if (depth == 0 && !read_token(text_.substr(begin, pos_ - begin))) return false;
    end_ = pos_;
    return true;
  }

  // False after the result.
  bool read_token(std::string_view token) {
    if (token[0] == '$') return true;
    if ((absl::ascii_isdigit(token[0]) || token[0] == '*') && is_result(token)) {
      game_.result_token = token;
      return false;
    }
    // Move numbers: "12." "12..." and "12.e4" (the move after the dots).
    if (absl::ascii_isdigit(token[0])) {
      std::size_t i = 0;
      while (i < token.size() && absl::ascii_isdigit(token[i])) ++i;
      if (i == token.size()) return true;
      if (token[i] == '.') {
        while (i < token.size() && token[i] == '.') ++i;
        token.remove_prefix(i);
        if (token.empty()) return true;
      }
    }
    if (!is_piece_or_file(token[0]) && is_glyph(token)) return true;
    game_.moves.push_back(SanToken{token, pos_, {}});
    return true;
  }

  void read_comment(std::string_view comment) {
    const CommentForfeit forfeit = time_forfeit_in_comment(comment);
    if (forfeit.loser) game_.comment_loser_on_time = forfeit.loser;
    if (forfeit.draw) game_.comment_draw_by_timeout = true;
    if (!game_.moves.empty()) read_clock_commands(comment, game_.moves.back().clock);
  }

  std::string_view text_;
  PgnGame& game_;
  bool tags_only_;
  std::size_t pos_ = 0;
  std::size_t end_ = 0;  // after the last movetext byte that is not blank, so far
};

}  // namespace

std::string unescape_tag_value(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] == '\\' && i + 1 < raw.size()) ++i;
    out += raw[i];
  }
  return out;
}

namespace {

// The first tag `name` of `tags`, its value as written.
template <class Tags>
std::optional<std::string_view> find_tag(const Tags& tags, std::string_view name) {
  for (const auto& [n, value] : tags)
    if (n == name) return std::string_view(value);
  return std::nullopt;
}

std::optional<std::string> unescaped(std::optional<std::string_view> raw) {
  if (!raw) return std::nullopt;
  return unescape_tag_value(*raw);
}

}  // namespace

std::optional<std::string_view> PgnGame::raw_tag(std::string_view name) const { return find_tag(tags, name); }

std::optional<std::string> PgnGame::tag(std::string_view name) const { return unescaped(find_tag(tags, name)); }

std::optional<std::string> GameHead::tag(std::string_view text, std::string_view name) const {
  for (const Tag& t : tags)
    if (text.substr(t.name_at, t.name_size) == name) return unescape_tag_value(text.substr(t.value_at, t.value_size));
  return std::nullopt;
}

GameHead game_head(std::string_view text, const PgnGame& game) {
  GameHead head;
  const auto at = [text](std::string_view part) { return static_cast<std::size_t>(part.data() - text.data()); };
  for (const auto& [name, value] : game.tags) {
    if (at(value) + value.size() > std::numeric_limits<std::uint32_t>::max()) break;
    head.tags.push_back({static_cast<std::uint32_t>(at(name)), static_cast<std::uint32_t>(name.size()),
                         static_cast<std::uint32_t>(at(value)), static_cast<std::uint32_t>(value.size())});
  }
  head.has_movetext = has_movetext(game);
  return head;
}

namespace {

void read(std::string_view text, PgnGame& game, bool tags_only) {
  game.tags.clear();
  game.moves.clear();
  game.result_token = {};
  game.movetext_begin = game.movetext_end = 0;
  game.comment_loser_on_time.reset();
  game.comment_draw_by_timeout = false;
  Reader(text, game, tags_only).run();
  if (game.movetext_end < game.movetext_begin) game.movetext_end = game.movetext_begin;
}

}  // namespace

void read_pgn_game(std::string_view text, PgnGame& game) { read(text, game, false); }

void read_pgn_tags(std::string_view text, PgnGame& game) { read(text, game, true); }

}  // namespace drawbridge::pgn
