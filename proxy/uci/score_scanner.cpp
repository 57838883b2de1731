#include "proxy/uci/score_scanner.h"

#include <cstring>
#include <variant>

#include "absl/strings/match.h"
#include "support/absl_view.h"

namespace drawbridge::uci {
namespace {

// Where the token `word` starts in `line` (after a space), or npos. memchr finds the
// candidates for the word's letter at `key` with vector instructions; the letters chosen
// below come before the word in no info line Stockfish writes, so there is one candidate.
std::size_t find_token(std::string_view line, std::string_view word, std::size_t key) {
  const char* const begin = line.data();
  const char* const end = begin + line.size();
  for (const char* p = begin + key + 1; p < end;) {
    p = static_cast<const char*>(std::memchr(p, word[key], end - p));
    if (p == nullptr) break;
    const char* const start = p - key;
    if (start[-1] == ' ' && std::string_view(start, end - start).starts_with(word)) return start - begin;
    ++p;
  }
  return std::string_view::npos;
}

// An info line (it starts with "info ") whose score counts.
bool has_first_line_score(std::string_view line) {
  if (line.starts_with("info string ") || find_token(line, "score ", 1) == std::string_view::npos) return false;
  const std::size_t multipv = find_token(line, "multipv ", 0);
  if (multipv == std::string_view::npos) return true;
  const std::string_view value = line.substr(multipv + 8);
  return value.starts_with("1") && (value.size() == 1 || value[1] == ' ');
}

}  // namespace

// An info line after words UCI says to skip is rare enough for the full parse.
bool is_first_line_score(std::string_view line) {
  if (line.starts_with("info ")) return has_first_line_score(line);
  if (!absl::StrContains(av(line), "score")) return false;
  const EngineLine parsed = parse_engine_line(line);
  const auto* info = std::get_if<Info>(&parsed);
  return info != nullptr && info->score && info->multipv.value_or(1) == 1;
}

// Lines are found with memchr; a search for the words themselves is slower, as their
// letters abound in info lines.
std::size_t first_line_not_info(std::string_view lines) {
  std::size_t start = 0;
  while (start < lines.size() && lines.substr(start, 5) == "info ") start = lines.find('\n', start) + 1;
  return start;
}

bool LastScore::note_line(std::string_view line) {
  if (!is_first_line_score(line)) return false;
  line_.assign(line);
  return true;
}

void LastScore::note_lines(std::string_view lines) {
  while (!lines.empty()) {
    lines.remove_suffix(1);  // the '\n'
    const std::size_t newline = lines.rfind('\n');
    const std::size_t start = newline == std::string_view::npos ? 0 : newline + 1;
    if (note_line(lines.substr(start))) return;
    lines.remove_suffix(lines.size() - start);
  }
}

std::optional<EngineScore> LastScore::take() {
  std::optional<EngineScore> score;
  const EngineLine last = parse_engine_line(line_);
  if (const auto* info = std::get_if<Info>(&last)) score = info->score;
  line_.clear();
  return score;
}

}  // namespace drawbridge::uci
