#include <doctest/doctest.h>

#include <string>

#include "proxy/uci/option_line.h"
#include "proxy/uci/score_scanner.h"

using namespace drawbridge::uci;
using drawbridge::EngineScore;
using drawbridge::OptionDeclaration;

TEST_CASE("the score that counts: of the first pv line, not of info strings") {
  CHECK(is_first_line_score("info depth 20 score cp 31 nodes 5 pv e2e4"));
  CHECK(is_first_line_score("info depth 20 multipv 1 score mate 3 pv e2e4"));
  CHECK_FALSE(is_first_line_score("info depth 20 multipv 2 score cp 1 pv d2d4"));
  CHECK_FALSE(is_first_line_score("info depth 20 multipv 12 score cp 1 pv d2d4"));
  CHECK_FALSE(is_first_line_score("info string score cp 900"));
  CHECK_FALSE(is_first_line_score("info depth 3 nodes 10"));
  CHECK(is_first_line_score("  info depth 3 score cp 5"));  // words UCI says to skip come first
  CHECK(first_line_not_info("info a\ninfo b\nbestmove e2e4\n") == 14);
  CHECK(first_line_not_info("info a\n") == 7);
}

TEST_CASE("the last score: the last line of a block that has one, forgotten once taken") {
  LastScore last;
  last.note_lines("info depth 1 score cp 10 pv e2e4\ninfo depth 2 score cp 20 pv e2e4\ninfo depth 2 nodes 9\n");
  const std::optional<EngineScore> score = last.take();
  REQUIRE(score);
  CHECK(score->value == 20);
  CHECK_FALSE(last.take());
  CHECK_FALSE(last.note_line("info depth 2 nodes 9"));
  CHECK(last.note_line("info depth 9 score mate -2 pv e2e4"));
  CHECK(last.take()->unit == EngineScore::Unit::kMate);
}

TEST_CASE("an option declaration reads and writes the same line") {
  for (const std::string line : {"option name Hash type spin default 16 min 1 max 1024",
                                 "option name Style type combo default Normal var Solid var Normal var Risky",
                                 "option name Clear Hash type button", "option name Ponder type check default false"}) {
    const std::optional<OptionDeclaration> option = read_option_declaration(line);
    REQUIRE(option);
    CHECK(option_line(*option) == line);
  }
  CHECK_FALSE(read_option_declaration("id name Fake"));
}
