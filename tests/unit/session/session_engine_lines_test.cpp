#include <doctest/doctest.h>

#include <string>

#include "session_test_support.h"

using namespace drawbridge;
using drawbridge::session_testing::Driver;

namespace {

// Knights out and back twice: the start position stands for the third time after ply 8, so
// the engine's f6g8 allows a threefold claim unless its score says it is winning.
constexpr std::string_view kSevenPlies = "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1";

}  // namespace

TEST_CASE("engine blocks: info lines pass as a block, up to the first other line") {
  Driver driver;
  const std::string infos = "info depth 1 score cp 0 pv f6g8\ninfo depth 2 currmove f6g8 currmovenumber 1\n";
  CHECK(driver.engine_lines(infos) == infos.size());
  CHECK(driver.engine_lines(infos + "bestmove f6g8\ninfo depth 1\n") == infos.size());
  CHECK(driver.engine_lines("bestmove f6g8 ponder g1f3\n") == 0);
  CHECK(driver.engine_lines("info depth 1\nuciok\nreadyok\n") == 13);
  CHECK(driver.engine_lines("id name X\ninfo depth 1\n") == 0);
}

TEST_CASE("engine blocks: the last first-line score before the bestmove counts") {
  const std::string winning = "info depth 9 multipv 1 score cp 300 pv f6g8\n";
  const std::string level = "info depth 9 multipv 1 score cp 0 pv f6g8\n";
  const std::string others = "info depth 9 multipv 2 score cp 0 pv e7e5\ninfo depth 9 currmove f6g8\n";
  SUBCASE("a level score last: the claim is made") {
    Driver driver;
    driver.gui(kSevenPlies);
    driver.gui("go infinite");
    const std::string block = winning + level + others + "bestmove f6g8\n";
    REQUIRE(driver.engine_lines(block) == block.size() - 14);
    CHECK(driver.engine("bestmove f6g8").size() == 1);
  }
  SUBCASE("a winning score last: no claim") {
    Driver driver;
    driver.gui(kSevenPlies);
    driver.gui("go infinite");
    const std::string block = level + winning + others;
    REQUIRE(driver.engine_lines(block) == block.size());
    CHECK(driver.engine("bestmove f6g8").empty());
  }
  SUBCASE("a block after a line-by-line score overrides it only with a score of its own") {
    Driver driver;
    driver.gui(kSevenPlies);
    driver.gui("go infinite");
    driver.engine("info depth 8 score cp 400 pv f6g8");
    REQUIRE(driver.engine_lines(others) == others.size());
    CHECK(driver.engine("bestmove f6g8").empty());
  }
}
