#include "proxy/cecp/xboard_words.h"

#include <array>
#include <cctype>
#include <utility>

namespace drawbridge::cecp {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool has(std::string_view text, std::string_view word) { return text.find(word) != std::string_view::npos; }

// The words to break, lower case, and what each becomes (same length is not needed).
constexpr std::array<std::pair<std::string_view, std::string_view>, 5> kBreaks = {{
    {"1/2-1/2", "1/2_1/2"},
    {"draw", "dr_w"},
    {"resign", "res_gn"},
    {"1-0", "1_0"},
    {"0-1", "0_1"},
}};

// One pass over `text`; overlapping words ("0-1-0") may leave a word formed across a break.
std::string break_once(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  const std::string low = lower(text);
  std::size_t i = 0;
  while (i < text.size()) {
    bool replaced = false;
    for (const auto& [word, replacement] : kBreaks) {
      if (std::string_view(low).substr(i).starts_with(word)) {
        // Keep the case of the letters that stay: "Draw" becomes "Dr_w".
        for (std::size_t k = 0; k < replacement.size(); ++k) {
          out += k < word.size() && replacement[k] == word[k] ? text[i + k] : replacement[k];
        }
        i += word.size();
        replaced = true;
        break;
      }
    }
    if (!replaced) out += text[i++];
  }
  return out;
}

}  // namespace

bool reads_as_claim(std::string_view line) {
  const std::string text = lower(line);
  for (const auto& [word, replacement] : kBreaks) {
    (void)replacement;
    if (has(text, word)) return true;
  }
  return text.starts_with("white") || text.starts_with("black");
}

// Each pass removes a '-', an 'a' or an 'i', so the passes end.
std::string break_claim_words(std::string_view text) {
  std::string out(text);
  for (std::string next = break_once(out); next != out; next = break_once(out)) out = std::move(next);
  return out;
}

std::string defang(std::string_view text) {
  std::string out = break_claim_words(text);
  if (reads_as_claim(out)) out.insert(0, "> ");  // a leading White/Black
  return out;
}

}  // namespace drawbridge::cecp
