#include "pgn/move_clock.h"

#include <cstddef>
#include <cstdint>

#include "absl/strings/ascii.h"

namespace drawbridge::pgn {
namespace {

bool is_command_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// The number written in 1 to `max_digits` digits at the start of `text`, taken off it.
std::optional<std::int64_t> take_number(std::string_view& text, std::size_t max_digits) {
  std::size_t n = 0;
  std::int64_t value = 0;
  for (; n < text.size() && absl::ascii_isdigit(text[n]); ++n) {
    if (n == max_digits) return std::nullopt;
    value = value * 10 + (text[n] - '0');
  }
  if (n == 0) return std::nullopt;
  text.remove_prefix(n);
  return value;
}

bool take(std::string_view& text, char c) {
  if (text.empty() || text.front() != c) return false;
  text.remove_prefix(1);
  return true;
}

// Minutes or seconds: one or two digits, below 60, after a colon.
std::optional<std::int64_t> take_sexagesimal(std::string_view& text) {
  if (!take(text, ':')) return std::nullopt;
  const std::optional<std::int64_t> value = take_number(text, 2);
  if (!value || *value >= 60) return std::nullopt;
  return value;
}

// ".f": the milliseconds of a fraction of any length (digits past the third ignored).
std::optional<std::int64_t> take_fraction(std::string_view& text) {
  std::int64_t millis = 0, scale = 100;
  std::size_t n = 0;
  for (; n < text.size() && absl::ascii_isdigit(text[n]); ++n) {
    millis += (text[n] - '0') * scale;
    scale /= 10;
  }
  if (n == 0) return std::nullopt;
  text.remove_prefix(n);
  return millis;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && is_command_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_command_space(text.back())) text.remove_suffix(1);
  return text;
}

}  // namespace

std::optional<std::chrono::milliseconds> parse_clock_time(std::string_view text) {
  const std::optional<std::int64_t> hours = take_number(text, 6);
  if (!hours) return std::nullopt;
  const std::optional<std::int64_t> minutes = take_sexagesimal(text);
  if (!minutes) return std::nullopt;
  const std::optional<std::int64_t> seconds = take_sexagesimal(text);
  if (!seconds) return std::nullopt;
  std::int64_t millis = 0;
  if (take(text, '.')) {
    const std::optional<std::int64_t> fraction = take_fraction(text);
    if (!fraction) return std::nullopt;
    millis = *fraction;
  }
  if (!text.empty()) return std::nullopt;
  return std::chrono::hours(*hours) + std::chrono::minutes(*minutes) + std::chrono::seconds(*seconds) +
         std::chrono::milliseconds(millis);
}

void read_clock_commands(std::string_view comment, MoveClock& clock) {
  for (std::size_t at = comment.find("[%"); at != std::string_view::npos; at = comment.find("[%", at + 2)) {
    const std::size_t close = comment.find(']', at);
    if (close == std::string_view::npos) return;
    const std::string_view command = comment.substr(at + 2, close - at - 2);
    std::size_t name_end = 0;
    while (name_end < command.size() && !is_command_space(command[name_end])) ++name_end;
    const std::string_view name = command.substr(0, name_end);
    if (name != "clk" && name != "emt") continue;
    const std::optional<std::chrono::milliseconds> time = parse_clock_time(trimmed(command.substr(name_end)));
    if (!time) continue;
    (name == "clk" ? clock.remaining : clock.elapsed) = time;
  }
}

}  // namespace drawbridge::pgn
