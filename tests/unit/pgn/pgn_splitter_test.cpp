// A batch's text is the input read into the batch's own memory: a batch passed back to be written
// again, however the reads and the batches fall, holds the games of the whole text, each with its
// offset and line, and a game cut off at a batch's end starts the next.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "pgn/byte_source.h"
#include "pgn/pgn_splitter.h"
#include "tests/unit/pgn/split_game.h"

using namespace drawbridge::pgn;
using drawbridge::pgn::testing::SplitGame;

namespace {

// Games of various lengths, with a comment over two lines that holds a tag line, blank lines
// between them and a last game without its line end.
std::string games_text() {
  std::string text = "\n\n";
  for (int i = 0; i < 40; ++i) {
    text += "[Event \"game " + std::to_string(i) + "\"]\n[Result \"*\"]\n\n1. e4 e5";
    for (int j = 0; j < i % 7; ++j) text += " 2. Nf3 {a comment\n[Event \"not a game\"]} Nc6";
    text += i % 3 == 0 ? " *\n\n\n" : " *\n";
  }
  return text + "[Event \"last\"]\n\n1. d4 *";
}

// The games, and the batches' count, split `max_bytes` at a time from reads of `step` bytes,
// the batch passed back in each time.
std::vector<SplitGame> split_reused(const std::string& text, std::size_t step, std::size_t max_bytes,
                                    std::size_t read_size, int& batches) {
  TextSource source(text, step);
  PgnSplitter splitter(source, 1000, max_bytes, read_size);
  std::vector<SplitGame> games;
  Batch batch;
  for (batches = 0;; ++batches) {
    absl::StatusOr<Batch> next = splitter.next_batch(std::move(batch));
    REQUIRE(next.ok());
    batch = *std::move(next);
    if (batch.games.empty()) break;
    for (const GameSpan& g : batch.games) games.push_back({g.offset, g.line, std::string(batch.game_text(g))});
    CHECK(batch.text.size() <= batch.capacity);
  }
  CHECK(splitter.place().offset == text.size());
  return games;
}

}  // namespace

TEST_CASE("a batch passed back in is read into again: the games of the whole text, however reads and batches fall") {
  const std::string text = games_text();
  int whole_batches = 0;
  const std::vector<SplitGame> whole = split_reused(text, text.size(), text.size() + 1, text.size() + 1, whole_batches);
  REQUIRE(whole.size() == 41);
  CHECK(whole_batches == 1);
  CHECK(whole.front().offset == 2);
  CHECK(whole.front().line == 3);
  CHECK(whole.back().text == "[Event \"last\"]\n\n1. d4 *");
  for (std::size_t step : {1, 5, 64, 100000}) {
    for (std::size_t max_bytes : {1, 40, 200, 1000}) {
      for (std::size_t read_size : {1, 7, 4096, 1 << 18}) {
        CAPTURE(step);
        CAPTURE(max_bytes);
        CAPTURE(read_size);
        int batches = 0;
        CHECK(split_reused(text, step, max_bytes, read_size, batches) == whole);
        if (max_bytes == 1) CHECK(batches == 41);  // every game closes its batch
      }
    }
  }
}

TEST_CASE("the lines skipped to a game start are read into the next batch") {
  const std::string text = games_text();
  TextSource source(text, 9);
  PgnSplitter splitter(source, 1000, 100, 16, InputPlace{0, 1});
  absl::StatusOr<std::uint64_t> start = splitter.skip_to_game_start();
  REQUIRE(start.ok());
  absl::StatusOr<Batch> batch = splitter.next_batch();
  REQUIRE(batch.ok());
  REQUIRE(!batch->games.empty());
  CHECK(batch->games.front().offset == *start);
  CHECK(batch->text.substr(0, 16) == text.substr(*start, 16));
}
