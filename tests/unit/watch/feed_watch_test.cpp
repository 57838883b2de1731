// A watched round file rewritten in place, as DGT LiveChess does (truncated, then written again),
// with each poll catching it at a different moment of the rewrite.
#include "watch/feed_watch.h"

#include <doctest/doctest.h>

#include <chrono>
#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include <boost/json/parse.hpp>

#include "rules/draw/laws.h"
#include "tests/unit/temp_dir.h"

namespace drawbridge::watch {
namespace {

struct Lines : WatchSink {
  void publish(const std::string& json_line) override { lines.push_back(boost::json::parse(json_line)); }
  // The plies of the boards said for `board`.
  std::vector<std::int64_t> plies(std::string_view board) const {
    std::vector<std::int64_t> out;
    for (const boost::json::value& line : lines) {
      const boost::json::object& item = line.as_object();
      const boost::json::value& number = item.at("game").at("Board");
      if (item.at("type") != "board" || !number.is_string() || number.as_string() != board) continue;
      out.push_back(item.at("ply").as_int64());
    }
    return out;
  }
  std::vector<boost::json::value> lines;
};

WatchRules fide_2023() {
  WatchRules rules;
  rules.laws = *draw::load_laws("fide-2023", {}, {DRAWBRIDGE_SOURCE_DIR "/configs/rules"});
  return rules;
}

std::string game_in_progress(int board, const std::string& moves) {
  return "[Event \"Round\"]\n[Board \"" + std::to_string(board) + "\"]\n\n" + moves + " ";
}

// A round file and the watch of it; each poll reads the file as it is when called.
struct Round {
  void write_and_poll(const std::string& text) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
    feed.poll(std::chrono::steady_clock::now());
  }
  const testing::TempDir dir;
  const std::filesystem::path path = dir / "round.pgn";
  const WatchRules rules = fide_2023();
  Lines out;
  FeedWatch feed{path.string(), rules, std::nullopt, out};
};

TEST_CASE_FIXTURE(Round, "a rewrite caught empty, then half written, does not take a board back") {
  write_and_poll(game_in_progress(1, "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6"));
  REQUIRE(out.plies("1") == std::vector<std::int64_t>{6});
  write_and_poll("");
  write_and_poll(game_in_progress(1, "1. Nf3 Nf6 2. Ng1"));
  CHECK(out.plies("1") == std::vector<std::int64_t>{6});
  write_and_poll(game_in_progress(1, "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1"));
  CHECK(out.plies("1") == std::vector<std::int64_t>{6, 7});
}

TEST_CASE_FIXTURE(Round, "a game caught with its tags only is not a new game, and a finished game may be shorter") {
  write_and_poll(game_in_progress(1, "1. e4 e5 2. Nf3"));
  write_and_poll("[Event \"Round\"]\n[Board \"1\"]\n");
  CHECK(out.plies("1") == std::vector<std::int64_t>{3});
  // A result written after fewer moves is the game as the arbiter corrected it.
  write_and_poll("[Event \"Round\"]\n[Board \"1\"]\n\n1. e4 e5 1/2-1/2\n\n");
  CHECK(out.plies("1") == std::vector<std::int64_t>{3, 2});
}

}  // namespace
}  // namespace drawbridge::watch
