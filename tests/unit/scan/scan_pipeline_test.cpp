// The scan on several threads: the outputs come in input order, the same as on one thread
// however small the batches, the progress counts every game and byte once, and an emit that
// throws stops the other threads and comes out of run_scan.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "pgn/byte_source.h"
#include "scan/scan_pipeline.h"
#include "tests/unit/scan/fide_rules.h"

namespace drawbridge::scan {
namespace {

// Games that end every way: checkmate, an illegal move, a threefold repetition left unclaimed,
// a game under way.
std::string games_text(int rounds) {
  std::string text;
  for (int i = 0; i < rounds; ++i) {
    text += "[Event \"mate " + std::to_string(i) +
            "\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n";
    text += "[Event \"illegal\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n\n";
    text += "[Event \"repeated\"]\n[Result \"1-0\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 1-0\n\n";
    text += "[Event \"ongoing\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 *\n\n";
  }
  return text;
}

struct Run {
  std::string json;
  std::vector<Progress> progress;
  absl::Status status;
};

Run scan_text(const std::string& first, const std::string& second, int threads, std::size_t batch_bytes) {
  std::vector<ScanInput> inputs;
  inputs.emplace_back("first.pgn", std::make_unique<pgn::TextSource>(first, 1000));
  inputs.emplace_back("second.pgn", std::make_unique<pgn::TextSource>(second, 1000));
  PipelineOptions options;
  options.threads = threads;
  options.batch_bytes = batch_bytes;
  Run run;
  run.status = run_scan(
      inputs, fide_rules(), options, [&](ScanOutput& out) { run.json += out.json; },
      [&](const Progress& p) { run.progress.push_back(p); });
  return run;
}

}  // namespace

TEST_CASE("scan: the outputs come in input order, the same on any number of threads") {
  const std::string first = games_text(60), second = games_text(40);
  const Run one = scan_text(first, second, 1, 128 << 10);
  REQUIRE(one.status.ok());
  CHECK(one.json.find("\"index\":399,\"file\":\"second.pgn\"") != std::string::npos);
  for (int threads : {2, 3, 8}) {
    for (std::size_t batch_bytes : {std::size_t{1}, std::size_t{700}, std::size_t{128 << 10}}) {
      CAPTURE(threads);
      CAPTURE(batch_bytes);
      const Run many = scan_text(first, second, threads, batch_bytes);
      REQUIRE(many.status.ok());
      CHECK(many.json == one.json);
      REQUIRE(!many.progress.empty());
      for (std::size_t i = 1; i < many.progress.size(); ++i) {
        CHECK(many.progress[i].games > many.progress[i - 1].games);
        CHECK(many.progress[i].bytes >= many.progress[i - 1].bytes);
      }
      CHECK(many.progress.back().games == 400);
      CHECK(many.progress.back().bytes == first.size() + second.size());
      CHECK(many.progress.back().total_bytes == first.size() + second.size());
    }
  }
}

TEST_CASE("scan: an emit that throws stops the other threads, and the exception comes out of run_scan") {
  const std::string text = games_text(100);
  for (int threads : {2, 4}) {
    CAPTURE(threads);
    std::vector<ScanInput> inputs;
    inputs.emplace_back("games.pgn", std::make_unique<pgn::TextSource>(text));
    PipelineOptions options;
    options.threads = threads;
    options.batch_bytes = 200;
    int emitted = 0;
    CHECK_THROWS_AS((void)run_scan(
                        inputs, fide_rules(), options,
                        [&](ScanOutput&) {
                          if (++emitted == 3) throw std::runtime_error("the reader went away");
                        },
                        [](const Progress&) {}),
                    std::runtime_error);
    CHECK(emitted == 3);
  }
}

}  // namespace drawbridge::scan
