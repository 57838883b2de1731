#include "pgn/time_control.h"

#include <charconv>

namespace drawbridge::pgn {
namespace {

using std::chrono::milliseconds;

constexpr long long kMostSeconds = 1'000'000;  // far beyond any game, so that sums cannot overflow

// A whole number of seconds (or moves) from 0 to kMostSeconds, the whole of `text`.
std::optional<long long> number(std::string_view text) {
  long long n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || n < 0 || n > kMostSeconds) {
    return std::nullopt;
  }
  return n;
}

std::optional<TimePeriod> period(std::string_view text) {
  TimePeriod p;
  if (const std::size_t slash = text.find('/'); slash != std::string_view::npos) {
    const std::optional<long long> moves = number(text.substr(0, slash));
    if (!moves || *moves == 0) return std::nullopt;
    p.moves = static_cast<int>(*moves);
    text.remove_prefix(slash + 1);
  }
  const std::size_t plus = text.find('+');
  const std::optional<long long> base = number(text.substr(0, plus));
  if (!base) return std::nullopt;
  p.base = milliseconds(*base * 1000);
  if (plus != std::string_view::npos) {
    const std::optional<long long> increment = number(text.substr(plus + 1));
    if (!increment) return std::nullopt;
    p.increment = milliseconds(*increment * 1000);
  }
  return p;
}

}  // namespace

std::optional<std::vector<TimePeriod>> parse_time_control(std::string_view text) {
  std::vector<TimePeriod> periods;
  for (std::size_t at = 0;;) {
    const std::size_t colon = text.find(':', at);
    const std::optional<TimePeriod> p = period(text.substr(at, colon == std::string_view::npos ? colon : colon - at));
    if (!p) return std::nullopt;
    periods.push_back(*p);
    if (colon == std::string_view::npos) break;
    if (p->moves == 0) return std::nullopt;  // "the rest of the game" cannot be followed
    at = colon + 1;
  }
  return periods;
}

milliseconds time_allowed(const std::vector<TimePeriod>& periods, int moves) {
  milliseconds allowed{0};
  int begun = 0;  // moves before the period being added
  for (std::size_t i = 0; begun < moves;) {
    const TimePeriod& p = periods[i];
    allowed += p.base;
    const int in_period = p.moves == 0 ? moves - begun : std::min(p.moves, moves - begun);
    // Increments of the moves of this period, but not of the last move asked about.
    allowed += p.increment * (begun + in_period == moves ? in_period - 1 : in_period);
    begun += in_period;
    if (i + 1 < periods.size()) ++i;  // a last period of M moves repeats
  }
  return allowed;
}

}  // namespace drawbridge::pgn
