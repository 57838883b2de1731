#include <doctest/doctest.h>

#include <string>

#include "session_test_support.h"

using namespace drawbridge;
using drawbridge::session_testing::Driver;
using drawbridge::session_testing::fields;

namespace {

// Knights out and back twice: the start position stands for the third time after ply 8.
constexpr std::string_view kSevenPlies = "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1";
constexpr std::string_view kEightPlies = "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";

Settings claiming(ClaimMode mode) {
  Settings settings;
  settings.claim = mode;
  return settings;
}

}  // namespace

TEST_CASE("claims: threefold (a) with the bestmove, at the ply of the position on the board") {
  Driver driver;
  CHECK(driver.gui(kSevenPlies).empty());
  const std::vector<std::string> injected = driver.search("cp 0", "f6g8");
  REQUIRE(injected.size() == 1);
  const auto f = fields(injected[0]);
  CHECK(f.at("event") == "claim");
  CHECK(f.at("rule") == "threefold-repetition");
  CHECK(f.at("article") == "9.2.1.1");
  CHECK(f.at("ply") == "7");
  CHECK(f.at("move") == "f6g8");
  CHECK(injected[0] == "info string drawbridge event=claim rule=threefold-repetition article=9.2.1.1 ply=7 move=f6g8");
}

TEST_CASE("claims: a move that does not repeat gives no claim (a)") {
  Driver driver;
  driver.gui(kSevenPlies);
  CHECK(driver.search("cp 0", "e7e5").empty());
}

TEST_CASE("claims: threefold (b) on the board, without a move") {
  Driver driver;
  driver.gui(kEightPlies);
  const std::vector<std::string> injected = driver.search("cp 0", "e2e4");
  REQUIRE(injected.size() == 1);
  CHECK(injected[0] == "info string drawbridge event=claim rule=threefold-repetition article=9.2.1.2 ply=8");
}

TEST_CASE("claims: fifty moves (a) and (b), with the FEN's clock counting") {
  Driver driver;
  driver.gui("position fen 4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
  const std::vector<std::string> a = driver.search("cp 0", "a1a2");
  REQUIRE(a.size() == 1);
  CHECK(a[0] == "info string drawbridge event=claim rule=fifty-move article=9.3.1 ply=0 move=a1a2");
  driver.gui("position fen 4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
  const std::vector<std::string> b = driver.search("cp 0", "a1a2");
  REQUIRE(b.size() == 1);
  CHECK(b[0] == "info string drawbridge event=claim rule=fifty-move article=9.3.2 ply=0");
}

TEST_CASE("claims: unless-winning claims at the margin, not above it") {
  SUBCASE("50 cp is not winning") {
    Driver driver;
    driver.gui(kSevenPlies);
    CHECK(driver.search("cp 50", "f6g8").size() == 1);
  }
  SUBCASE("51 cp is winning") {
    Driver driver;
    driver.gui(kSevenPlies);
    CHECK(driver.search("cp 51", "f6g8").empty());
  }
  SUBCASE("a mate for the engine is winning, a mate against it is not") {
    Driver winning;
    winning.gui(kSevenPlies);
    CHECK(winning.search("mate 3", "f6g8").empty());
    Driver losing;
    losing.gui(kSevenPlies);
    CHECK(losing.search("mate -3", "f6g8").size() == 1);
  }
  SUBCASE("another margin") {
    Settings settings;
    settings.claim_margin = 200;
    Driver driver(settings);
    driver.gui(kSevenPlies);
    CHECK(driver.search("cp 150", "f6g8").size() == 1);
  }
  SUBCASE("the score of a second multipv line does not count") {
    Driver driver;
    driver.gui(kSevenPlies);
    driver.gui("go infinite");
    driver.engine("info depth 9 multipv 1 score cp 300 pv f6g8");
    driver.engine("info depth 9 multipv 2 score cp 0 pv e7e5");
    CHECK(driver.engine("bestmove f6g8").empty());
  }
}

TEST_CASE("claims: never and always") {
  Driver never(claiming(ClaimMode::kNever));
  never.gui(kSevenPlies);
  CHECK(never.search("cp 0", "f6g8").empty());
  Driver always(claiming(ClaimMode::kAlways));
  always.gui(kSevenPlies);
  CHECK(always.search("cp 900", "f6g8").size() == 1);
}

TEST_CASE("ponder: nothing before ponderhit; a stopped ponder search is forgotten") {
  SUBCASE("ponder hit") {
    Driver driver;
    driver.gui(kSevenPlies);
    driver.gui("go ponder wtime 1000 btime 1000");
    driver.engine("info depth 3 score cp 0 pv f6g8");
    CHECK(driver.gui("ponderhit").empty());
    CHECK(driver.engine("bestmove f6g8").size() == 1);
  }
  SUBCASE("ponder miss") {
    Driver driver;
    driver.gui(kSevenPlies);
    driver.gui("go ponder wtime 1000 btime 1000");
    driver.engine("info depth 3 score cp 0 pv f6g8");
    driver.gui("stop");
    CHECK(driver.engine("bestmove f6g8").empty());
    // The real move replaces the pondered one: an ordinary search follows.
    driver.gui("position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 b1c3");
    CHECK(driver.search("cp 0", "f6g8").empty());
  }
}

TEST_CASE("takebacks: a claim follows the position after the takeback") {
  Driver driver;
  driver.gui(kSevenPlies);
  driver.gui("position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3");
  CHECK(driver.search("cp 0", "g8f6").empty());
  driver.gui(kSevenPlies);
  CHECK(driver.search("cp 0", "f6g8").size() == 1);
}

TEST_CASE("claims: a FEN-only GUI gets repetitions counted across its FENs") {
  Driver driver;
  driver.gui("position fen 4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  const char* const engine[] = {"a1a2", "a2a1", "a1a2", "a2a1"};
  const char* const fens[] = {"3k4/8/8/8/8/8/R7/4K3 w - - 2 2", "4k3/8/8/8/8/8/8/R3K3 w - - 4 3",
                              "3k4/8/8/8/8/8/R7/4K3 w - - 6 4", "4k3/8/8/8/8/8/8/R3K3 w - - 8 5"};
  for (int i = 0; i < 4; ++i) {
    CHECK(driver.search("cp 0", engine[i]).empty());
    driver.gui(std::string("position fen ") + fens[i]);
  }
  // The start position stands on the board for the third time: claim (b) at ply 8.
  const std::vector<std::string> injected = driver.search("cp 0", "a1b1");
  REQUIRE(injected.size() == 1);
  CHECK(injected[0] == "info string drawbridge event=claim rule=threefold-repetition article=9.2.1.2 ply=8");
}

TEST_CASE("claims: Chess960 castling as the declared move is printed king-takes-rook") {
  Driver driver;
  driver.gui("setoption name UCI_Chess960 value true");
  CHECK(driver.last_verdict() == LineFate::kForward);
  // The knights repeat with every castling right kept; the FEN's castling field is Chess960's.
  driver.gui(
      "position fen bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1 moves "
      "h1g3 h8g6 g3h1 g6h8 h1g3 h8g6 g3h1");
  const std::vector<std::string> injected = driver.search("cp 0", "g6h8");
  REQUIRE(injected.size() == 1);
  CHECK(fields(injected[0]).at("move") == "g6h8");
  CHECK(fields(injected[0]).at("ply") == "7");
}
