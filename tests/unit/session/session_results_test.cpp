#include <doctest/doctest.h>

#include <string>

#include "session_test_support.h"

using namespace drawbridge;
using drawbridge::session_testing::Driver;
using drawbridge::session_testing::fields;

namespace {

Settings adjudicating(Adjudication adjudication) {
  Settings settings;
  settings.adjudicate = adjudication;
  return settings;
}

// The result line for `go` in the position `position`, under --adjudicate report.
std::string reported_result(std::string_view position, Settings settings = Settings()) {
  Driver driver(std::move(settings));
  driver.gui(position);
  const std::vector<std::string> replies = driver.gui("go wtime 1000 btime 1000");
  CHECK(driver.last_verdict() == LineFate::kForward);
  REQUIRE(replies.size() == 1);
  return replies[0];
}

}  // namespace

TEST_CASE("results: every automatic ending, right after go") {
  CHECK(reported_result("position startpos moves f2f3 e7e5 g2g4 d8h4") ==
        "info string drawbridge event=result rule=checkmate article=5.1.1 ply=4 result=0-1");
  CHECK(reported_result("position fen 7k/8/6K1/8/8/8/8/5Q2 w - - 0 1 moves f1f7") ==
        "info string drawbridge event=result rule=stalemate article=5.2.1 ply=1 result=1/2-1/2");
  CHECK(reported_result("position fen 4k3/8/8/8/8/8/3p4/4K3 w - - 0 1 moves e1d2") ==
        "info string drawbridge event=result rule=dead-position article=5.2.2 ply=1 result=1/2-1/2");
  CHECK(reported_result("position fen 4k3/8/8/8/8/8/8/R3K3 w - - 149 120 moves a1a2") ==
        "info string drawbridge event=result rule=seventy-five-move article=9.6.2 ply=1 result=1/2-1/2");
  std::string dance = "position startpos moves";
  for (int i = 0; i < 4; ++i) dance += " g1f3 g8f6 f3g1 f6g8";
  CHECK(reported_result(dance) ==
        "info string drawbridge event=result rule=fivefold-repetition article=9.6.1 ply=16 result=1/2-1/2");
}

TEST_CASE("results: claimable draws end the game under arbiter-initiative") {
  Settings settings;
  settings.policy = {"arbiter-initiative"};
  CHECK(reported_result("position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", settings) ==
        "info string drawbridge event=result rule=threefold-repetition article=9.2.1.2 ply=8 result=1/2-1/2");
  Driver plain;
  plain.gui("position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
  CHECK(plain.gui("go").empty());
}

TEST_CASE("results: report once and forward; stop answers every go itself") {
  const std::string mate = "position startpos moves f2f3 e7e5 g2g4 d8h4";
  Driver report(adjudicating(Adjudication::kReport));
  report.gui(mate);
  CHECK(report.gui("go").size() == 1);
  CHECK(report.last_verdict() == LineFate::kForward);
  CHECK(report.gui("go").empty());
  CHECK(report.last_verdict() == LineFate::kForward);

  Driver stop(adjudicating(Adjudication::kStop));
  stop.gui(mate);
  for (int i = 0; i < 2; ++i) {
    const std::vector<std::string> replies = stop.gui("go wtime 100 btime 100");
    CHECK(stop.last_verdict() == LineFate::kSwallow);
    REQUIRE(replies.size() == 2);
    CHECK(fields(replies[0]).at("event") == "result");
    CHECK(replies[1] == "bestmove (none)");
  }
  // A game still on is searched by the engine as usual.
  stop.gui("position startpos moves f2f3 e7e5 g2g4");
  CHECK(stop.gui("go").empty());
  CHECK(stop.last_verdict() == LineFate::kForward);
}

TEST_CASE("results: a pondered ending is announced at ponderhit, not before") {
  Driver driver(adjudicating(Adjudication::kStop));
  driver.gui("position startpos moves f2f3 e7e5 g2g4 d8h4");
  CHECK(driver.gui("go ponder").empty());
  CHECK(driver.last_verdict() == LineFate::kForward);
  const std::vector<std::string> replies = driver.gui("ponderhit");
  CHECK(driver.last_verdict() == LineFate::kForward);
  REQUIRE(replies.size() == 1);
  CHECK(fields(replies[0]).at("rule") == "checkmate");
}

TEST_CASE("results: after a takeback the ending is gone, and comes back") {
  Driver driver;
  driver.gui("position startpos moves f2f3 e7e5 g2g4 d8h4");
  CHECK(driver.gui("go").size() == 1);
  driver.gui("position startpos moves f2f3 e7e5 g2g4");
  CHECK(driver.gui("go").empty());
  driver.gui("position startpos moves f2f3 e7e5 g2g4 d8h4");
  // The same ending of the same game was reported already.
  CHECK(driver.gui("go").empty());
  driver.gui("ucinewgame");
  driver.gui("position startpos moves f2f3 e7e5 g2g4 d8h4");
  CHECK(driver.gui("go").size() == 1);
}

TEST_CASE("results: the mirror announces a dead position that blocked pawns prove, not only bare material") {
  Driver driver;
  // White: Kg1, Pg2; Black: Ke2, Pg3, Ph2. No king can ever reach a pawn it could take.
  driver.gui("position fen 8/8/8/8/8/6p1/4k1Pp/6K1 w - - 0 66");
  const std::vector<std::string> replies = driver.gui("go");
  REQUIRE(replies.size() == 1);
  const auto f = fields(replies[0]);
  CHECK(f.at("event") == "result");
  CHECK(f.at("rule") == "dead-position");
  CHECK(f.at("article") == "5.2.2");
  CHECK(f.at("ply") == "0");
  CHECK(f.at("result") == "1/2-1/2");
}

TEST_CASE("results: a dead position through the relay core: stop answers the go, report says it again at bestmove") {
  const std::string dead = "position fen 4k3/8/8/8/8/8/3p4/4K3 w - - 0 1 moves e1d2";
  Driver stop(adjudicating(Adjudication::kStop));
  stop.gui(dead);
  const std::vector<std::string> answered = stop.gui("go wtime 100 btime 100");
  CHECK(stop.last_verdict() == LineFate::kSwallow);
  REQUIRE(answered.size() == 2);
  CHECK(fields(answered[0]).at("rule") == "dead-position");
  CHECK(answered[1] == "bestmove (none)");

  Driver report(adjudicating(Adjudication::kReport));
  report.gui(dead);
  const std::vector<std::string> at_go = report.gui("go wtime 100 btime 100");
  CHECK(report.last_verdict() == LineFate::kForward);
  REQUIRE(at_go.size() == 1);
  CHECK(report.engine("info string the engine's own words").empty());
  CHECK(report.engine("bestmove e8d7") == at_go);
}

TEST_CASE("results: a result that answered a go is announced; back under report it is said only before bestmove") {
  Driver driver(adjudicating(Adjudication::kStop));
  driver.gui("position startpos moves f2f3 e7e5 g2g4 d8h4");
  CHECK(driver.gui("go").size() == 2);
  CHECK(driver.last_verdict() == LineFate::kSwallow);
  CHECK(driver.gui("setoption name Drawbridge Adjudicate value report").empty());
  CHECK(driver.gui("go").empty());
  CHECK(driver.last_verdict() == LineFate::kForward);
  const std::vector<std::string> before_move = driver.engine("bestmove (none)");
  REQUIRE(before_move.size() == 1);
  CHECK(fields(before_move[0]).at("rule") == "checkmate");
}
