// Byte ranges cut at game starts (pgn/game_range.h): the first byte sets the block size, the rest
// is the input. Whatever the bytes, the cuts are in order, each at a tag line; the ranges' games
// hold the whole input's text, none twice, and each range's count is what it holds; without a
// brace comment (a cut does not follow comments) the ranges' games are the whole input's games
// exactly, offsets and line numbers included.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "pgn/game_range.h"
#include "pgn/pgn_splitter.h"

namespace {

using namespace drawbridge::pgn;

struct SplitGame {
  std::uint64_t offset;
  std::int64_t line;
  std::string_view text;
  bool operator==(const SplitGame&) const = default;
};

void check(bool condition) {
  if (!condition) __builtin_trap();
}

// The games of `text` (at `start` in the input), their texts kept in `keep`.
std::vector<SplitGame> split(std::string_view text, InputPlace start, std::deque<std::string>& keep) {
  TextSource source(text, 7);
  PgnSplitter splitter(source, 3, 128, 16, start);
  std::vector<SplitGame> games;
  for (;;) {
    absl::StatusOr<Batch> batch = splitter.next_batch();
    check(batch.ok());
    if (batch->games.empty()) return games;
    for (const GameSpan& g : batch->games) {
      keep.emplace_back(batch->game_text(g));
      games.push_back({g.offset, g.line, keep.back()});
    }
  }
}

std::uint64_t cut(std::string_view text, std::uint64_t offset) {
  if (offset == 0) return 0;
  TextSource from_before(text.substr(std::min<std::size_t>(offset - 1, text.size())), 5);
  absl::StatusOr<std::uint64_t> start = game_start_at_or_after(from_before, offset);
  check(start.ok() && *start >= offset);
  return std::min<std::uint64_t>(*start, text.size());
}

std::string joined(const std::vector<SplitGame>& games) {
  std::string all;
  for (const SplitGame& g : games) all += g.text;
  return all;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  // At most about 64 ranges: each opens its own reader, which makes a long input slow to run.
  const std::size_t block = std::max<std::size_t>(data[0] % 64 + 1, size / 64);
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  std::deque<std::string> keep;  // the games' texts: a deque keeps them where they are
  const std::vector<SplitGame> whole = split(text, {}, keep);

  std::vector<SplitGame> ranged;
  std::int64_t line = 1;
  std::uint64_t previous = 0;
  for (std::uint64_t begin = 0; begin < text.size(); begin += block) {
    const std::uint64_t first = cut(text, begin), last = cut(text, begin + block);
    check(first == previous && first <= last);
    check(first == 0 || first == text.size() || (text[first - 1] == '\n' && text[first] == '['));
    previous = last;
    const std::string_view part = text.substr(first, last - first);
    TextSource counted(part, 11);
    const absl::StatusOr<GameCount> count = count_games(counted, 64);
    check(count.ok());
    const std::vector<SplitGame> some = split(part, InputPlace{first, line}, keep);
    check(count->games == static_cast<std::int64_t>(some.size()));
    check(count->lines == static_cast<std::int64_t>(std::count(part.begin(), part.end(), '\n')) || last == text.size());
    ranged.insert(ranged.end(), some.begin(), some.end());
    line += count->lines;
  }
  check(previous == text.size());

  // The same text, none twice: only blank lines before the first cut may be left out.
  const std::string all = joined(whole), all_ranged = joined(ranged);
  check(all.size() >= all_ranged.size() &&
        all.compare(all.size() - all_ranged.size(), std::string::npos, all_ranged) == 0);
  check(std::all_of(all.begin(), all.end() - static_cast<std::ptrdiff_t>(all_ranged.size()),
                    [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }));
  if (text.find('{') == std::string_view::npos) check(ranged == whole);
  return 0;
}
