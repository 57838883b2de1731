#include <doctest/doctest.h>

#include <string>

#include "session_test_support.h"
#include "settings/setting_table.h"

using namespace drawbridge;
using drawbridge::session_testing::Driver;
using drawbridge::session_testing::fields;

namespace {

constexpr std::string_view kSevenPlies = "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1";

}  // namespace

TEST_CASE("options: drawbridge's options are listed right before uciok, with the settings as defaults") {
  Settings settings;
  settings.claim_margin = 75;
  Driver driver(settings);
  CHECK(driver.engine("option name Hash type spin default 16 min 1 max 33554432").empty());
  const std::vector<std::string> options = driver.engine("uciok");
  REQUIRE(options.size() == 12);
  CHECK(options[0] ==
        "option name Drawbridge Rules type combo default fide-2023 var fide-2014 var fide-2023 "
        "var fide-pre2014-pl var fide-pre2014-ru");
  CHECK(options[1] == "option name Drawbridge Policy type string default <empty>");
  CHECK(options[2] == "option name Drawbridge SyzygyPath type string default <empty>");
  CHECK(options[3] == "option name Drawbridge SyzygyPieces type spin default 0 min 0 max 7");
  CHECK(options[4] ==
        "option name Drawbridge Claim type combo default unless-winning var never var always var unless-winning");
  CHECK(options[5] == "option name Drawbridge Claim Margin type spin default 75 min 0 max 100000");
  CHECK(options[10] == "option name Drawbridge Adjudicate type combo default report var report var stop");
}

TEST_CASE("options: setoption of a drawbridge option is applied and not forwarded") {
  Driver driver;
  CHECK(driver.gui("setoption name Drawbridge Claim value never").empty());
  CHECK(driver.last_verdict() == LineFate::kSwallow);
  driver.gui(kSevenPlies);
  CHECK(driver.search("cp 0", "f6g8").empty());
  // Option names are case-insensitive in UCI.
  CHECK(driver.gui("setoption name drawbridge  CLAIM value always").empty());
  CHECK(driver.last_verdict() == LineFate::kSwallow);
  CHECK(driver.search("cp 999", "f6g8").size() == 1);
  // The engine's own options pass.
  driver.gui("setoption name Hash value 64");
  CHECK(driver.last_verdict() == LineFate::kForward);
}

TEST_CASE("options: another edition by setoption applies to the game on the board") {
  Driver driver;
  driver.gui(kSevenPlies);
  CHECK(driver.gui("setoption name Drawbridge Rules value fide-2014").empty());
  const std::vector<std::string> injected = driver.search("cp 0", "f6g8");
  REQUIRE(injected.size() == 1);
  CHECK(fields(injected[0]).at("article") == "9.2a");
  CHECK(driver.engine("uciok")[0].starts_with("option name Drawbridge Rules type combo default fide-2014 "));
}

TEST_CASE("options: a bad value is an error line and changes nothing") {
  Driver driver;
  for (const char* line :
       {"setoption name Drawbridge Claim Margin value lots", "setoption name Drawbridge Rules value fide-1066",
        "setoption name Drawbridge Policy value anarchy",
        "setoption name Drawbridge Events value /nonexistent/dir/e.jsonl"}) {
    const std::vector<std::string> replies = driver.gui(line);
    CHECK(driver.last_verdict() == LineFate::kSwallow);
    REQUIRE(replies.size() == 1);
    CHECK(fields(replies[0]).at("event") == "error");
    CHECK(fields(replies[0]).at("detail").starts_with("setoption Drawbridge "));
  }
  driver.gui(kSevenPlies);
  CHECK(fields(driver.search("cp 50", "f6g8").at(0)).at("article") == "9.2.1.1");
}

TEST_CASE("variant: a non-chess UCI_Variant turns the rules off with one notice") {
  Driver driver;
  const std::vector<std::string> notice = driver.gui("setoption name UCI_Variant value atomic");
  CHECK(driver.last_verdict() == LineFate::kForward);
  REQUIRE(notice.size() == 1);
  CHECK(notice[0].starts_with("info string drawbridge event=notice rule=none article=none ply=0 detail="));
  CHECK(driver.gui("setoption name UCI_Variant value atomic").empty());
  // Atomic moves are no business of the mirror: no error, no claim, no result.
  CHECK(driver.gui("position startpos moves e2e4 e7e5 d1h5 a7a6 h5f7").empty());
  CHECK(driver.gui("go").empty());
  CHECK(driver.engine("bestmove e8f7").empty());
  driver.gui("setoption name UCI_Variant value chess");
  driver.gui("position startpos moves f2f3 e7e5 g2g4 d8h4");
  CHECK(driver.gui("go").size() == 1);
}

TEST_CASE("errors: a position drawbridge cannot follow is one error line, held back, its go answered here") {
  Driver driver;
  // The go after a held-back position: one error line and `bestmove (none)`, not forwarded.
  const auto go_is_answered_here = [&driver] {
    const std::vector<std::string> answer = driver.gui("go");
    CHECK(driver.last_verdict() == LineFate::kSwallow);
    REQUIRE(answer.size() == 2);
    CHECK(fields(answer[0]).at("event") == "error");
    CHECK(answer[1] == "bestmove (none)");
  };
  SUBCASE("an illegal move") {
    const std::vector<std::string> replies = driver.gui("position startpos moves e2e4 e7e5 e1e3");
    CHECK(driver.last_verdict() == LineFate::kSwallow);
    REQUIRE(replies.size() == 1);
    const auto f = fields(replies[0]);
    CHECK(f.at("event") == "error");
    CHECK(f.at("ply") == "2");
    CHECK(f.at("move") == "e1e3");
    CHECK(f.at("detail").ends_with("; the position is held back from the engine"));
    go_is_answered_here();
    // The next valid position resumes, and its go reaches the engine.
    driver.gui("position startpos moves f2f3 e7e5 g2g4 d8h4");
    CHECK(driver.last_verdict() == LineFate::kForward);
    CHECK(driver.gui("go").size() == 1);
    CHECK(driver.last_verdict() == LineFate::kForward);
  }
  SUBCASE("a move that is not a move") {
    const std::vector<std::string> replies = driver.gui("position startpos moves e2e4 xyzzy");
    REQUIRE(replies.size() == 1);
    CHECK(fields(replies[0]).at("move") == "xyzzy");
    CHECK(fields(replies[0]).at("ply") == "1");
    go_is_answered_here();
  }
  SUBCASE("a position without a start") {
    driver.gui("position startpos moves e2e4");
    const std::vector<std::string> replies = driver.gui("position moves e2e4 e7e5");
    CHECK(driver.last_verdict() == LineFate::kSwallow);
    REQUIRE(replies.size() == 1);
    CHECK(fields(replies[0]).at("ply") == "1");
    CHECK(fields(replies[0]).at("detail") ==
          "position without startpos or fen; the position is held back from the engine");
    go_is_answered_here();
  }
  SUBCASE("a broken FEN") {
    const std::vector<std::string> replies = driver.gui("position fen hello world");
    CHECK(driver.last_verdict() == LineFate::kSwallow);
    REQUIRE(replies.size() == 1);
    const auto f = fields(replies[0]);
    CHECK(f.at("ply") == "0");
    CHECK(f.count("move") == 0);
    CHECK(f.at("detail").starts_with("bad FEN"));
    go_is_answered_here();
  }
  SUBCASE("an impossible position: the side not to move is in check") {
    const std::vector<std::string> replies = driver.gui("position fen 4k3/8/8/8/8/8/8/4K2R w - - 0 1 moves h1h8");
    CHECK(driver.last_verdict() == LineFate::kForward);  // legal: black is in check, to move
    CHECK(replies.empty());
    CHECK(driver.gui("position fen 4k2R/8/8/8/8/8/8/4K3 w - - 0 1").size() == 1);
    CHECK(driver.last_verdict() == LineFate::kSwallow);
  }
  SUBCASE("a missing `moves` keyword is repaired") {
    Additions add;
    CHECK(driver.front_end().on_line(Side::kGui, "position startpos e2e4 e7e5", add) == LineFate::kSwallow);
    CHECK(add.ahead == "position startpos moves e2e4 e7e5\n");
    CHECK(fields(add.back.substr(0, add.back.size() - 1)).at("detail") ==
          "position without 'moves': sent as 'position startpos moves e2e4 e7e5'");
    CHECK(driver.gui("go").empty());
    CHECK(driver.last_verdict() == LineFate::kForward);
  }
  SUBCASE("an illegal bestmove from the engine") {
    driver.gui("position startpos");
    const std::vector<std::string> injected = driver.search("cp 0", "e2e5");
    REQUIRE(injected.size() == 1);
    CHECK(fields(injected[0]).at("event") == "error");
    CHECK(fields(injected[0]).at("move") == "e2e5");
  }
  SUBCASE("bestmove (none) in a finished game is no error; the result is said again, last") {
    driver.gui("position startpos moves f2f3 e7e5 g2g4 d8h4");
    const std::vector<std::string> after_go = driver.gui("go");
    REQUIRE(after_go.size() == 1);
    CHECK(driver.engine("info string NNUE evaluation using nn.nnue enabled").empty());
    CHECK(driver.engine("bestmove (none)") == after_go);
  }
}
