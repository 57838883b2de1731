// A scanned game handed over as a typed value (what the Python module turns into dicts) is the
// object of its JSON line, built through the same field list without its text: serialized, it
// is the line byte for byte, Latin-1 PGN bytes read as the line reads them.
#include <doctest/doctest.h>

#include <cstddef>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include "pgn/byte_source.h"
#include "scan/scan_pipeline.h"
#include "tests/unit/scan/fide_rules.h"
#include "tests/unit/temp_dir.h"

namespace drawbridge::scan {
namespace {

struct Scanned {
  std::vector<std::string> lines;
  std::vector<boost::json::value> values;
};

Scanned scan_file(const std::string& path, bool lines, GameValues values, int threads = 1,
                  std::size_t batch_games = 512) {
  std::vector<ScanInput> inputs;
  inputs.emplace_back(path, *pgn::open_byte_source(path));
  PipelineOptions options;
  options.threads = threads;
  options.batch_games = batch_games;
  options.scan.lines = lines;
  options.scan.values = values;
  Scanned out;
  const absl::Status status = run_scan(
      inputs, fide_rules(), options,
      [&](ScanOutput& batch) {
        std::string_view text = batch.json;
        while (!text.empty()) {
          const std::size_t end = text.find('\n');
          out.lines.emplace_back(text.substr(0, end));
          text.remove_prefix(end + 1);
        }
        for (boost::json::value& v : batch.values) out.values.push_back(std::move(v));
      },
      [](const Progress&) {});
  REQUIRE(status.ok());
  return out;
}

bool has_findings(const boost::json::value& game) { return !game.at("findings").as_array().empty(); }

// Every kind of object: games with findings and without, errors, a skipped variant, draughts,
// and bytes that are not UTF-8 in the tags, in a move and its error message.
std::vector<std::string> files(const testing::TempDir& dir) {
  const std::string latin1 = (dir / "latin1.pgn").string();
  std::ofstream(latin1, std::ios::binary)
      << "[Event \"J\xe4ger \xc3\xa9t\xe9 \x01 \\\"q\\\"\"]\n[White \"M\xfcler\xc3\"]\n[Result \"1-0\"]\n\n"
         "1. e4 e5 2. N\xe4"
         "f3 1-0\n\n"
         "[Event \"Kr\xe4zy\"]\n[Variant \"Kr\xe4zy\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
         "[Event \"Bad FEN\"]\n[FEN \"8/8/8/8 w\xe9\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
         "[Event \"Repeated\"]\n[Result \"1-0\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 1-0\n";
  std::vector<std::string> out = {latin1};
  for (const char* folder : {"scan", "draughts"}) {
    for (const auto& entry : std::filesystem::directory_iterator(std::string(DRAWBRIDGE_TEST_DATA) + "/" + folder)) {
      out.push_back(entry.path().string());
    }
  }
  return out;
}

TEST_CASE("scan: each game's typed value is its JSON line's object, serialized to the same bytes") {
  const testing::TempDir dir;
  for (const std::string& path : files(dir)) {
    CAPTURE(path);
    const Scanned both = scan_file(path, true, GameValues::kAll);
    REQUIRE(both.values.size() == both.lines.size());
    REQUIRE(!both.lines.empty());
    for (std::size_t i = 0; i < both.lines.size(); ++i) CHECK(boost::json::serialize(both.values[i]) == both.lines[i]);

    const Scanned values_alone = scan_file(path, false, GameValues::kAll);
    CHECK(values_alone.lines.empty());
    CHECK(values_alone.values == both.values);

    const Scanned flagged = scan_file(path, true, GameValues::kWithFindings);
    CHECK(flagged.lines == both.lines);
    std::vector<boost::json::value> with_findings;
    for (const boost::json::value& game : both.values)
      if (has_findings(game)) with_findings.push_back(game);
    CHECK(flagged.values == with_findings);
  }
}

TEST_CASE("scan: bytes that are not UTF-8 are read as Latin-1 in the typed value as in the line") {
  const testing::TempDir dir;
  const Scanned scanned = scan_file(files(dir).front(), true, GameValues::kAll);
  REQUIRE(scanned.values.size() == 4);
  const boost::json::value& first = scanned.values[0];
  CHECK(first.at("tags").at("Event") == "J\xc3\xa4ger \xc3\xa9t\xc3\xa9 \x01 \"q\"");
  CHECK(first.at("tags").at("White") == "M\xc3\xbcler\xc3\x83");
  CHECK(first.at("error") ==
        "ply 2: SAN 'N\xc3\xa4"
        "f3': unexpected '\xc3\xa4'");
  CHECK(scanned.values[1].at("variant") == "Kr\xc3\xa4zy");
  CHECK(scanned.values[1].at("status") == "skipped");
  CHECK(scanned.values[2].at("status") == "error");
  CHECK(has_findings(scanned.values[3]));
}

TEST_CASE("scan: the typed values of many batches, each batch's made in memory of its own") {
  const testing::TempDir dir;
  const std::string path = (dir / "many.pgn").string();
  {
    std::ofstream many(path, std::ios::binary);
    for (int i = 0; i < 100; ++i)
      many << "[Event \"" << i << "\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n";
  }
  for (const int threads : {1, 2}) {
    const Scanned scanned = scan_file(path, true, GameValues::kAll, threads, 1);
    REQUIRE(scanned.values.size() == 100);
    for (std::size_t i = 0; i < scanned.lines.size(); ++i) {
      CHECK(boost::json::serialize(scanned.values[i]) == scanned.lines[i]);
      CHECK(scanned.values[i].at("status") == "checkmate");
    }
  }
}

}  // namespace
}  // namespace drawbridge::scan
