// `drawbridge adjudicate`, one game line at a time: the JSON contract of issue 3.
#include <optional>
#include <string>

#include <doctest/doctest.h>
#include <boost/json.hpp>

#include "support/json_text.h"
#include "tests/unit/draw/draw_test_support.h"
#include "verdict/adjudicate_game.h"
#include "verdict/verdict_text.h"

namespace drawbridge {
namespace {

namespace json = boost::json;

json::object run(const std::string& line, const char* edition = "fide-2023", draw::Policy policy = {}) {
  std::optional<draw::Referee> referee;
  return adjudicate_game(line, 7, draw::testing::edition(edition), policy, referee);
}

TEST_CASE("adjudicate: claims at every ply where they hold, with their intended moves") {
  const json::object out = run("startpos\tg1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
  CHECK(out.at("line") == 7);
  CHECK(out.at("plies") == 8);
  CHECK(out.at("status") == "ongoing");
  CHECK(out.at("result").is_null());
  CHECK(out.at("end").is_null());
  CHECK(out.at("error").is_null());
  CHECK(json::serialize(out.at("events")) ==
        R"([{"ply":7,"event":"claim","rule":"threefold-repetition","article":"9.2.1.1","moves":["f6g8"]},)"
        R"({"ply":8,"event":"claim","rule":"threefold-repetition","article":"9.2.1.1","moves":["g1f3"]},)"
        R"({"ply":8,"event":"claim","rule":"threefold-repetition","article":"9.2.1.2"}])");
}

TEST_CASE("adjudicate: the game is over at its first automatic ending") {
  const json::object out = run("startpos\te2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7 e8e7 f7e7");
  CHECK(out.at("status") == "checkmate");
  CHECK(out.at("result") == "1-0");
  CHECK(json::serialize(out.at("end")) == R"({"ply":7,"rule":"checkmate","article":"5.1.1"})");
  CHECK(out.at("moves_after_end") == 2);
  CHECK(out.at("fen") == "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
}

TEST_CASE("adjudicate: a bad line is an error naming the ply and the move") {
  const json::object out = run("startpos\te2e4 e7e5 e1e3");
  CHECK(out.at("status") == "error");
  CHECK(out.at("plies") == 2);
  CHECK(std::string(out.at("error").as_string()).starts_with("ply 2: move 'e1e3': "));
  CHECK(run("startpos e2e4").at("status") == "error");
  CHECK(std::string(run("8/8/8/8/8/8/8/8 w - - 0 1\te2e4").at("error").as_string()).starts_with("bad FEN: "));
}

TEST_CASE("adjudicate: a line has one to three tab-separated fields, empty ones allowed") {
  CHECK(run("startpos").at("plies") == 0);
  CHECK(run("startpos").at("error").is_null());
  CHECK(run("startpos\t\t").at("error").is_null());
  CHECK(run("startpos\t  e2e4   e7e5  ").at("plies") == 2);
  CHECK(run("startpos\te2e4\r").at("plies") == 1);
  CHECK(run("startpos\te2e4\tflag=white@1\tx").at("error") == "expected START<TAB>MOVES[<TAB>CLAIMS]");
  CHECK(run("startpos\te2e4\t\t").at("error") == "expected START<TAB>MOVES[<TAB>CLAIMS]");
  CHECK(run("\tstartpos\te2e4").at("error") == "claim 'e2e4': fields are key=value");
}

TEST_CASE("adjudicate: each game from the start position starts afresh") {
  std::optional<draw::Referee> referee;
  const draw::Edition& edition = draw::testing::edition("fide-2023");
  const json::object first = adjudicate_game("startpos\te2e4 e7e5", 1, edition, {}, referee);
  const json::object second = adjudicate_game("startpos\td2d4", 2, edition, {}, referee);
  CHECK(first.at("fen") == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
  CHECK(second.at("fen") == "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
}

TEST_CASE("adjudicate: claims with clock times are ruled on (9.5)") {
  const std::string game = "startpos\tg1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3\t";
  const json::object wrong = run(game + "ply=2 rule=threefold-repetition move=f3g1 clocks=150/100", "fide-pre2014-ru");
  CHECK(wrong.at("status") == "ongoing");
  CHECK(json::serialize(wrong.at("events").as_array().at(0)) ==
        R"({"ply":2,"event":"ruling","rule":"threefold-repetition","article":"9.5b","claim_article":"9.2a",)"
        R"("move":"f3g1","correct":false,"clocks_ms":{"claimant":75000,"opponent":280000}})");

  const json::object played_other = run(game + "ply=2 rule=threefold-repetition move=f3d4 clocks=150/100");
  CHECK(std::string(played_other.at("error").as_string()) ==
        "ply 2: move 'f3g1': the intended move f3d4 of the incorrect claim must be played (9.5.3)");

  const json::object right =
      run(game + "ply=7 rule=threefold-repetition move=f6g8 clocks=10/20; ply=8 rule=fifty-move clocks=1/1");
  CHECK(right.at("status") == "error");  // the game was over before the second claim
  const json::object drawn = run(game + "ply=7 rule=threefold-repetition move=f6g8 clocks=10/20");
  CHECK(drawn.at("status") == "drawn");
  CHECK(json::serialize(drawn.at("end")) == R"({"ply":7,"rule":"threefold-repetition","article":"9.2.1.1"})");
  CHECK(drawn.at("moves_after_end") == 2);
  CHECK(run(game + "ply=3 rule=fifty-move").at("status") == "error");
}

TEST_CASE("adjudicate: a clock time that no clock shows is a bad clock time, not a number out of range") {
  const std::string game = "startpos\tg1f3 g8f6 f3g1 f6g8 g1f3\t";
  for (const char* clocks : {"1e300/1", "inf/1", "nan/1", "1/-0.5", "31700000/1"}) {
    const json::object out = run(game + "ply=2 rule=threefold-repetition move=f3g1 clocks=" + clocks);
    CHECK(out.at("status") == "error");
    CHECK(std::string(out.at("error").as_string()).find("bad clock time") != std::string::npos);
  }
  CHECK(run(game + "ply=2 rule=threefold-repetition move=f3g1 clocks=31600000/1").at("error").is_null());
}

TEST_CASE("adjudicate: the answer written as text is the DOM's, byte for byte") {
  const std::string lines[] = {
      "startpos\tg1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3\tply=7 rule=threefold-repetition move=f6g8 clocks=10/20",
      "startpos\tg1f3 g8f6 f3g1 f6g8 g1f3\tply=2 rule=threefold-repetition move=f3g1 clocks=150/100",
      "startpos\te2e4 e7e5 g1f3\tflag=black@3",
      "startpos\te2e4 \"q\\\x01",
      "8/8/8/8/8/8/k7/K7 w - - 0 1\te2e4",
      "startpos\te2e4\tply=x",
  };
  const draw::Edition& edition = draw::testing::edition("fide-2023");
  for (const std::string& line : lines) {
    std::optional<draw::Referee> dom_referee, text_referee;
    std::string buffer;
    JsonText text(buffer);
    const bool read = write_adjudicated_game(line, 7, edition, {}, text_referee, text);
    const json::object dom = adjudicate_game(line, 7, edition, {}, dom_referee);
    CHECK(text.text() == json::serialize(dom));
    CHECK(read == dom.at("error").is_null());
  }
}

TEST_CASE("adjudicate: the moves are split on runs of spaces wherever they fall in the text") {
  for (std::size_t lead = 0; lead < 20; ++lead) {
    for (std::size_t gap = 1; gap < 11; ++gap) {
      const std::string spaces(gap, ' ');
      const std::string line =
          "startpos\t" + std::string(lead, ' ') + "e2e4" + spaces + "e7e5" + spaces + "g1f3" + spaces + "b8c6" + spaces;
      const json::object out = run(line);
      CHECK(out.at("plies") == 4);
      CHECK(out.at("error").is_null());
    }
  }
}

}  // namespace
}  // namespace drawbridge
