// Opening Syzygy folders (errors that name them), and the tables read by Fathom against
// python-chess's answers on every line of the shared tb/syzygy.expected.jsonl; a table cut
// short in a folder of its own is named once and its positions left undecided.
#include "rules/tablebases/tablebase.h"

#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include <doctest/doctest.h>
#include <boost/json.hpp>

#include "rules/chess/fen.h"
#include "tests/support/shared_data.h"
#include "tests/unit/temp_dir.h"

namespace drawbridge::tb {
namespace {

namespace fs = std::filesystem;

chess::Position position(const std::string& fen) {
  absl::StatusOr<chess::Position> pos = chess::parse_fen(fen);
  REQUIRE_MESSAGE(pos.ok(), pos.status().ToString());
  return *pos;
}

TEST_CASE("tablebase: a folder that does not exist is an error naming it") {
  absl::StatusOr<std::shared_ptr<Tablebase>> tables = Tablebase::open({"/nonexistent/syzygy"});
  REQUIRE_FALSE(tables.ok());
  CHECK(tables.status().message().find("/nonexistent/syzygy") != std::string_view::npos);
}

TEST_CASE("tablebase: a folder with no tables is an error naming it") {
  testing::TempDir dir;
  std::ofstream(dir / "README") << "not a table\n";
  absl::StatusOr<std::shared_ptr<Tablebase>> tables = Tablebase::open({(dir / "").parent_path()});
  REQUIRE_FALSE(tables.ok());
  CHECK(tables.status().message().find("holds no tables") != std::string_view::npos);
}

TEST_CASE("tablebase: SyzygyPath splits as engines split it") {
#ifndef _WIN32
  CHECK(split_syzygy_path("/a:/b::/c") == std::vector<fs::path>{"/a", "/b", "/c"});
#endif
  CHECK(split_syzygy_path("").empty());
}

struct Expected {
  std::string fen;
  int wdl;
  int dtz;
};

std::vector<Expected> expected_lines(const std::string& file) {
  std::vector<Expected> lines;
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);) {
    const boost::json::object row = boost::json::parse(line).as_object();
    lines.push_back({std::string(row.at("fen").as_string()), static_cast<int>(row.at("wdl").as_int64()),
                     static_cast<int>(row.at("dtz").as_int64())});
  }
  return lines;
}

TEST_SUITE("shared-data" * doctest::skip()) {
  TEST_CASE("tablebase: WDL and DTZ equal python-chess's on every line of syzygy.expected.jsonl") {
    const std::string oracle = testing::shared_data_file("../tb/syzygy.expected.jsonl");
    const fs::path folder = testing::shared_data_file("../tb/syzygy");
    if (!fs::exists(oracle)) {
      MESSAGE("skipped: no ", oracle, " (set DRAWBRIDGE_SHARED_DATA)");
      return;
    }
    absl::StatusOr<std::shared_ptr<Tablebase>> tables = Tablebase::open({folder});
    if (tables.status().code() == absl::StatusCode::kUnimplemented) {
      MESSAGE("skipped: ", tables.status().message());
      return;
    }
    REQUIRE_MESSAGE(tables.ok(), tables.status().ToString());
    CHECK((*tables)->pieces() == 5);
    CHECK((*tables)->problems().empty());
    const std::vector<Expected> lines = expected_lines(oracle);
    REQUIRE(lines.size() > 1000);
    int cursed = 0;
    for (const Expected& line : lines) {
      CAPTURE(line.fen);
      const std::optional<TablebaseProbe> found = (*tables)->probe(position(line.fen));
      REQUIRE(found);
      CHECK(found->wdl == line.wdl);
      CHECK(found->dtz == line.dtz);
      cursed += std::abs(line.wdl) == 1;
    }
    CHECK(cursed > 0);
    // Mate and stalemate, which Fathom's root probe answers apart, as python-chess counts them.
    const std::optional<TablebaseProbe> mate = (*tables)->probe(position("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1"));
    REQUIRE(mate);
    CHECK((mate->wdl == -2 && mate->dtz == -1));
    const std::optional<TablebaseProbe> stalemate = (*tables)->probe(position("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1"));
    REQUIRE(stalemate);
    CHECK((stalemate->wdl == 0 && stalemate->dtz == 0));
  }

  TEST_CASE("tablebase: probes from several threads agree with one thread") {
    const std::string oracle = testing::shared_data_file("../tb/syzygy.expected.jsonl");
    absl::StatusOr<std::shared_ptr<Tablebase>> tables =
        Tablebase::open({fs::path(testing::shared_data_file("../tb/syzygy"))});
    if (!fs::exists(oracle) || !tables.ok()) {
      MESSAGE("skipped: no tables or no prober");
      return;
    }
    const std::vector<Expected> lines = expected_lines(oracle);
    std::vector<int> wrong(4, 0);
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
      threads.emplace_back([&, t] {
        for (std::size_t i = t; i < lines.size(); i += 2) {
          absl::StatusOr<chess::Position> pos = chess::parse_fen(lines[i].fen);
          const std::optional<TablebaseProbe> found = t % 2 ? (*tables)->probe(*pos) : (*tables)->probe_wdl(*pos);
          if (!found || found->wdl != lines[i].wdl || (t % 2 && found->dtz != lines[i].dtz)) ++wrong[t];
        }
      });
    }
    for (std::thread& thread : threads) thread.join();
    CHECK(wrong == std::vector<int>{0, 0, 0, 0});
  }

  TEST_CASE("tablebase: a table cut short is named once and its positions left undecided") {
    const fs::path folder = testing::shared_data_file("../tb/syzygy");
    if (!fs::exists(folder / "KQvK.rtbw")) {
      MESSAGE("skipped: no ", folder.string());
      return;
    }
    testing::TempDir dir;
    const fs::path copy = (dir / "").parent_path();
    for (const char* name : {"KQvK.rtbw", "KQvK.rtbz", "KRvK.rtbw", "KRvK.rtbz"})
      fs::copy_file(folder / name, copy / name);
    fs::resize_file(copy / "KQvK.rtbw", fs::file_size(copy / "KQvK.rtbw") / 2 + 5);
    std::ofstream(copy / "KRvK.rtbz", std::ios::binary | std::ios::in) << "XXXX";  // a wrong magic number
    absl::StatusOr<std::shared_ptr<Tablebase>> tables = Tablebase::open({copy}, 4);
    if (tables.status().code() == absl::StatusCode::kUnimplemented) return;
    REQUIRE_MESSAGE(tables.ok(), tables.status().ToString());
    REQUIRE((*tables)->problems().size() == 2);
    CHECK((*tables)->problems()[0].find(".rtb") != std::string::npos);
    const std::string both = (*tables)->problems()[0] + (*tables)->problems()[1];
    CHECK(both.find("KQvK.rtbw") != std::string::npos);
    CHECK(both.find("KRvK.rtbz") != std::string::npos);
    CHECK_FALSE((*tables)->probe(position("8/8/8/8/8/2k5/8/KQ6 w - - 0 1")));
    const std::optional<TablebaseProbe> rook = (*tables)->probe(position("8/8/8/8/8/2k5/8/KR6 w - - 0 1"));
    REQUIRE(rook);
    CHECK(rook->wdl == 2);
    CHECK_FALSE(rook->dtz);  // its DTZ table was the broken one
  }

  TEST_CASE("tablebase: one set of folders at a time; the same set is shared") {
    const fs::path folder = testing::shared_data_file("../tb/syzygy");
    absl::StatusOr<std::shared_ptr<Tablebase>> first = Tablebase::open({folder});
    if (!first.ok()) {
      MESSAGE("skipped: ", first.status().message());
      return;
    }
    absl::StatusOr<std::shared_ptr<Tablebase>> again = Tablebase::open({folder}, 3);
    REQUIRE(again.ok());
    CHECK((*again)->pieces() == 3);
    CHECK_FALSE((*again)->probe(position("8/8/8/8/8/5k2/8/KQQ5 w - - 0 1")));
    testing::TempDir other;
    fs::copy_file(folder / "KQvK.rtbw", (other / "KQvK.rtbw"));
    absl::StatusOr<std::shared_ptr<Tablebase>> clash = Tablebase::open({(other / "").parent_path()});
    REQUIRE_FALSE(clash.ok());
    CHECK(clash.status().message().find(folder.filename().string()) != std::string_view::npos);
  }
}

}  // namespace
}  // namespace drawbridge::tb
