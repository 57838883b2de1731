// Byte ranges cut at game starts: whatever the cuts, the ranges' games are the whole input's,
// with their offsets and line numbers, and each range's count matches what it holds.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "pgn/game_range.h"
#include "pgn/pgn_splitter.h"
#include "tests/unit/pgn/split_game.h"

using namespace drawbridge::pgn;
using drawbridge::pgn::testing::SplitGame;

namespace {

// Games as (offset, line, text), split from `text` whose first byte is at `start`.
std::vector<SplitGame> split(std::string_view text, InputPlace start = {}) {
  TextSource source(text, 5);
  PgnSplitter splitter(source, 2, 64, 16, start);
  std::vector<SplitGame> games;
  for (;;) {
    absl::StatusOr<Batch> batch = splitter.next_batch();
    REQUIRE(batch.ok());
    if (batch->games.empty()) return games;
    for (const GameSpan& g : batch->games) games.push_back({g.offset, g.line, std::string(batch->game_text(g))});
  }
}

std::uint64_t cut(std::string_view text, std::uint64_t offset) {
  if (offset == 0) return 0;
  TextSource from_before(text.substr(std::min<std::size_t>(offset - 1, text.size())), 3);
  absl::StatusOr<std::uint64_t> start = game_start_at_or_after(from_before, offset);
  REQUIRE(start.ok());
  return std::min<std::uint64_t>(*start, text.size());
}

// The games of `text` read range by range, blocks of `block` bytes cut at game starts.
std::vector<SplitGame> split_by_ranges(std::string_view text, std::size_t block) {
  std::vector<SplitGame> games;
  std::int64_t line = 1;
  for (std::uint64_t begin = 0; begin < text.size(); begin += block) {
    const std::uint64_t first = cut(text, begin), last = cut(text, begin + block);
    REQUIRE(first <= last);
    const std::string_view part = text.substr(first, last - first);
    TextSource counted(part);
    absl::StatusOr<GameCount> count = count_games(counted);
    REQUIRE(count.ok());
    std::vector<SplitGame> some = split(part, InputPlace{first, line});
    CHECK(count->games == static_cast<std::int64_t>(some.size()));
    games.insert(games.end(), some.begin(), some.end());
    line += count->lines;
  }
  return games;
}

constexpr std::string_view kGames =
    "\n[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 {a comment\n[not a tag] in it} 2. Nf3 1-0\n"
    "[Event \"no blank line before\"]\n\n1. d4 *\n\n\n"
    "[Event \"c\"]\r\n\r\n1. c4 ; {\r\n[Event \"d\"]\r\n%escaped\r\n\r\n[Event \"e\"]\n[Site \"?\"]\n\n"
    "[Event \"tags after a blank line\"]\n1. e4 *";

}  // namespace

TEST_CASE("blank lines at the start stay with the first game") {
  const std::string_view text = "\n\n\n\n[A \"1\"]\n\n1. e4 *\n\n[B \"2\"]\n\n1. d4 *\n";
  for (std::size_t block = 1; block <= text.size(); ++block) {
    CAPTURE(block);
    CHECK(split_by_ranges(text, block) == split(text));
  }
}

TEST_CASE("ranges cut at game starts read the games of the whole input, wherever they are cut") {
  const std::vector<SplitGame> whole = split(kGames);
  REQUIRE(whole.size() == 6);
  for (std::size_t block = 1; block <= kGames.size(); ++block) {
    CAPTURE(block);
    CHECK(split_by_ranges(kGames, block) == whole);
  }
}

TEST_CASE("a cut is a tag line after a blank line, and a later offset never cuts earlier") {
  const std::string_view text = "[A \"1\"]\n\n1. e4 {\n\n[B \"in a comment\"]\n}\n\n[C \"2\"]\n1. d4\n";
  // Comments are not followed: a tag line after a blank line inside one is a cut too.
  CHECK(cut(text, 1) == text.find("[B"));
  // A line that is not blank comes first, so that blank lines alone never make a range.
  CHECK(cut(text, text.find("{") + 1) == text.find("[C"));
  CHECK(cut(text, text.find("}")) == text.find("[C"));
  // The line before the cut is not read: a game starting right after it is not seen.
  CHECK(cut(text, text.find("[C") - 1) == text.size());
  CHECK(cut(text, text.size() + 5) == text.size());
  for (std::uint64_t offset = 1; offset < text.size(); ++offset) CHECK(cut(text, offset) <= cut(text, offset + 1));
}

namespace {

std::string temp_file(const char* name, std::string_view content) {
  const std::string path = std::string(std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp") + "/" + name;
  std::ofstream(path, std::ios::binary) << content;
  return path;
}

}  // namespace

TEST_CASE("a file's ranges are counted, and a compressed file is read whole") {
  const std::string path = temp_file("drawbridge_game_range_test.pgn", kGames);
  std::int64_t games = 0, lines = 0;
  std::uint64_t last_end = 0;
  for (std::uint64_t begin = 0; begin < kGames.size(); begin += 40) {
    absl::StatusOr<GameRange> range = cut_game_range(path, begin, begin + 40 < kGames.size() ? begin + 40 : kToTheEnd);
    REQUIRE(range.ok());
    CHECK(range->begin == last_end);
    last_end = range->end;
    games += range->count.games;
    lines += range->count.lines;
  }
  CHECK(last_end == kToTheEnd);
  CHECK(games == 6);
  CHECK(lines == 22);  // 21 line breaks, and the last line, which has none

  const std::string gz_path =
      std::string(std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp") + "/drawbridge_game_range_test.pgn.gz";
  REQUIRE(std::system(("gzip -c " + temp_file("drawbridge_game_range_test.pgn", kGames) + " > " + gz_path).c_str()) ==
          0);
  absl::StatusOr<GameRange> whole = cut_game_range(gz_path, 0, kToTheEnd);
  REQUIRE(whole.ok());
  CHECK(whole->count.games == 6);
  absl::StatusOr<GameRange> part = cut_game_range(gz_path, 0, 40);
  REQUIRE_FALSE(part.ok());
  CHECK(std::string(part.status().message()).find(gz_path + " (bytes 0-40): compressed") == 0);
  std::remove(gz_path.c_str());
  std::remove(path.c_str());

  absl::StatusOr<GameRange> missing = cut_game_range("/no/such/file.pgn", 100, 200);
  REQUIRE_FALSE(missing.ok());
  CHECK(std::string(missing.status().message()).find("/no/such/file.pgn (bytes 100-200): ") == 0);
}
