// The inputs of a scan cut into batches for whichever thread asks: in input order, each batch
// once, numbered with its first game's index across the inputs, and nothing after an input that
// cannot be read to its end.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "absl/status/statusor.h"
#include "scan/batch_cutter.h"

namespace drawbridge::scan {
namespace {

std::string games(int count, const std::string& event) {
  std::string text;
  for (int i = 0; i < count; ++i) text += "[Event \"" + event + std::to_string(i) + "\"]\n\n1. e4 e5 *\n\n";
  return text;
}

// A file that breaks off after its text: the read error of a truncated archive.
class BrokenSource final : public pgn::ByteSource {
 public:
  explicit BrokenSource(std::string text) : text_(std::move(text)), inner_(text_, 7) {}
  absl::StatusOr<std::size_t> read(char* buffer, std::size_t size) override {
    absl::StatusOr<std::size_t> n = inner_.read(buffer, size);
    if (n.ok() && *n == 0) return absl::DataLossError("the data ends early");
    return n;
  }
  std::uint64_t consumed() const override { return inner_.consumed(); }
  std::uint64_t total() const override { return 0; }
  pgn::Compression compression() const override { return pgn::Compression::kNone; }

 private:
  std::string text_;
  pgn::TextSource inner_;
};

struct Cut {
  int file;
  std::int64_t first_index;
  std::uint64_t bytes;
  std::vector<std::string> games;
};

// Every batch cut by `threads` threads at once, by sequence number.
std::map<std::int64_t, Cut> cut_all(BatchCutter& cutter, int threads) {
  std::mutex mutex;
  std::map<std::int64_t, Cut> cuts;
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) {
    pool.emplace_back([&] {
      pgn::Batch batch;
      BatchPlace place;
      while (cutter.next(batch, place)) {
        Cut cut{batch.file, place.first_index, place.bytes, {}};
        for (const pgn::GameSpan& g : batch.games) cut.games.emplace_back(batch.game_text(g));
        std::lock_guard lock(mutex);
        CHECK(cuts.emplace(place.sequence, std::move(cut)).second);
      }
    });
  }
  for (std::thread& t : pool) t.join();
  return cuts;
}

}  // namespace

TEST_CASE("scan: the inputs are cut in order, each batch once, whichever thread asks") {
  const std::string first = games(30, "a"), second = games(50, "b");
  for (int threads : {1, 2, 4}) {
    CAPTURE(threads);
    std::vector<ScanInput> inputs;
    inputs.emplace_back("first.pgn", std::make_unique<pgn::TextSource>(first, 13));
    inputs.emplace_back("second.pgn", std::make_unique<pgn::TextSource>(second, 13));
    BatchCutter cutter(inputs, 4, 100, 1000);
    const std::map<std::int64_t, Cut> cuts = cut_all(cutter, threads);
    CHECK(cutter.status().ok());
    std::vector<std::string> all;
    std::int64_t sequence = 0, index = 1000;
    std::uint64_t bytes = 0;
    int file = 0;
    for (const auto& [number, cut] : cuts) {
      CHECK(number == sequence++);
      CHECK(cut.first_index == index);
      CHECK(cut.file >= file);
      CHECK(cut.bytes >= bytes);
      CHECK(cut.games.size() <= 4);
      index += static_cast<std::int64_t>(cut.games.size());
      bytes = cut.bytes;
      file = cut.file;
      all.insert(all.end(), cut.games.begin(), cut.games.end());
    }
    CHECK(index == 1080);
    CHECK(bytes == first.size() + second.size());
    REQUIRE(all.size() == 80);
    CHECK(all[0] == "[Event \"a0\"]\n\n1. e4 e5 *\n\n");
    CHECK(all[30] == "[Event \"b0\"]\n\n1. e4 e5 *\n\n");
    CHECK(all[79] == "[Event \"b49\"]\n\n1. e4 e5 *\n\n");
  }
}

TEST_CASE("scan: nothing is cut after an input that cannot be read to its end") {
  const std::string whole = games(10, "a"), after = games(10, "c");  // a TextSource reads them in place
  for (int threads : {1, 2}) {
    CAPTURE(threads);
    std::vector<ScanInput> inputs;
    inputs.emplace_back("whole.pgn", std::make_unique<pgn::TextSource>(whole));
    inputs.emplace_back("broken.pgn", std::make_unique<BrokenSource>(games(10, "b")));
    inputs.emplace_back("after.pgn", std::make_unique<pgn::TextSource>(after));
    BatchCutter cutter(inputs, 3, 1 << 20, 0);
    const std::map<std::int64_t, Cut> cuts = cut_all(cutter, threads);
    CHECK(cutter.status().message() == "the data ends early");
    std::int64_t games_cut = 0;
    for (const auto& [number, cut] : cuts) {
      CHECK(cut.file <= 1);
      games_cut += static_cast<std::int64_t>(cut.games.size());
    }
    // The first input's ten games and the broken one's whole batches of three: the batch under way is lost.
    CHECK(games_cut == 19);
    pgn::Batch batch;
    BatchPlace place;
    CHECK(!cutter.next(batch, place));
  }
}

}  // namespace drawbridge::scan
