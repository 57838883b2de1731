#include "pgn/time_forfeit.h"

#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"

namespace drawbridge::pgn {
namespace {

std::string lower(std::string_view text) { return absl::AsciiStrToLower(absl::string_view(text.data(), text.size())); }

// The colour named by the word just before `at` in `text` ("white loses on time").
std::optional<chess::Color> color_before(const std::string& text, std::size_t at) {
  const std::string_view head = std::string_view(text).substr(0, at);
  const std::size_t end = head.find_last_not_of(' ');
  if (end == std::string_view::npos) return std::nullopt;
  const std::string_view word = head.substr(0, end + 1);
  if (word.ends_with("white")) return chess::kWhite;
  if (word.ends_with("black")) return chess::kBlack;
  return std::nullopt;
}

}  // namespace

CommentForfeit time_forfeit_in_comment(std::string_view comment) {
  CommentForfeit out;
  // Most comments are clocks and evaluations: a cheap look for the words first.
  if (comment.find("on time") == std::string_view::npos && comment.find("imeout") == std::string_view::npos) {
    return out;
  }
  const std::string text = lower(comment);
  for (const char* verb : {"loses on time", "forfeits on time", "lost on time"}) {
    const std::size_t at = text.find(verb);
    if (at != std::string::npos) {
      out.loser = color_before(text, at);
      if (out.loser) return out;
    }
  }
  const std::size_t wins = text.find("wins on time");
  if (wins != std::string::npos) {
    if (std::optional<chess::Color> winner = color_before(text, wins)) {
      out.loser = ~*winner;
      return out;
    }
  }
  out.draw = text.find("draw by timeout") != std::string::npos;
  return out;
}

bool is_time_forfeit_termination(std::string_view termination) {
  const std::string text = lower(termination);
  return text == "time forfeit" || text == "timeout" || text == "time-forfeit" || absl::EndsWith(text, "won on time");
}

}  // namespace drawbridge::pgn
