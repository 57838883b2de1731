// The clock comment commands: [%clk] and [%emt] read into milliseconds, per move of the main
// line; malformed values left out.
#include <doctest/doctest.h>

#include <chrono>
#include <string>

#include "pgn/move_clock.h"
#include "pgn/pgn_game.h"

using namespace drawbridge::pgn;
using std::chrono::milliseconds;

TEST_CASE("clock times: H:MM:SS with an optional fraction") {
  CHECK(parse_clock_time("1:30:00") == milliseconds(5'400'000));
  CHECK(parse_clock_time("0:03:59.8") == milliseconds(239'800));
  CHECK(parse_clock_time("0:00:01.25") == milliseconds(1'250));
  CHECK(parse_clock_time("0:00:01.2567") == milliseconds(1'256));
  CHECK(parse_clock_time("12:5:7") == milliseconds(43'507'000));
  CHECK(parse_clock_time("0:00:00") == milliseconds(0));
  CHECK(parse_clock_time("999999:59:59.999") == milliseconds(3'599'999'999'999));
  for (const char* bad : {"", "1", "1:30", "1:60:00", "1:00:60", "1:000:00", "-0:00:01", "1:00:00.", "1:00:00.x",
                          "1:00:00 ", "a:00:00", "1:00:00,5", "1234567:00:00", ":00:00", "1::00"}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_clock_time(bad).has_value());
  }
}

TEST_CASE("clock commands in a comment, among others, a later one overriding") {
  MoveClock clock;
  read_clock_commands(" [%eval 0.17] [%clk 0:02:58] [%emt 0:00:02.5] ", clock);
  CHECK(clock.remaining == milliseconds(178'000));
  CHECK(clock.elapsed == milliseconds(2'500));
  read_clock_commands("[%clk\t0:02:50 ][%clk 0:02:40]", clock);
  CHECK(clock.remaining == milliseconds(160'000));
  CHECK(clock.elapsed == milliseconds(2'500));
}

TEST_CASE("malformed clock commands are left out, the clock kept as it was") {
  MoveClock clock;
  read_clock_commands("[%clk 0:01:00]", clock);
  const MoveClock before = clock;
  for (const char* bad : {"[%clk 1:75:00]", "[%clk soon]", "[%clk 0:01:00", "[%clk]", "[%clk0:01:00]", "[%emt -1]",
                          "[%CLK 0:00:05]", "[%clk [%emt 0:00:01", "[%", "[%clk 0:00:01:00]", "[%clk 0:0\xff:00]"}) {
    CAPTURE(bad);
    read_clock_commands(bad, clock);
    CHECK(clock == before);
  }
  MoveClock nested;
  read_clock_commands("[%clk [%emt 0:00:01]", nested);
  CHECK_FALSE(nested.remaining);
  CHECK(nested.elapsed == milliseconds(1'000));
}

TEST_CASE("the game reader gives each main-line move the clock of its comments") {
  const std::string text =
      "[Event \"x\"]\n\n"
      "1. e4 {[%clk 0:03:00]} 1... e5 {[%clk 0:02:59.5] [%emt 0:00:00.5]} "
      "2. Nf3 (2. f4 {[%clk 0:00:01]}) {[%clk 0:02:55]} Nc6 $1 { no clock } 3. Bb5 {[%clk 1:60:00]} "
      "; [%emt 0:00:07]\n a6 *\n";
  PgnGame game;
  read_pgn_game(text, game);
  REQUIRE(game.moves.size() == 6);
  CHECK(game.moves[0].clock.remaining == milliseconds(180'000));
  CHECK_FALSE(game.moves[0].clock.elapsed);
  CHECK(game.moves[1].clock.remaining == milliseconds(179'500));
  CHECK(game.moves[1].clock.elapsed == milliseconds(500));
  CHECK(game.moves[2].clock.remaining == milliseconds(175'000));  // the variation's clock is not the main line's
  CHECK(game.moves[3].clock == MoveClock{});
  CHECK_FALSE(game.moves[4].clock.remaining);  // malformed
  CHECK(game.moves[4].clock.elapsed == milliseconds(7'000));
  CHECK(game.moves[5].clock == MoveClock{});

  // A clock before the first move belongs to no move; reading again clears the old clocks.
  read_pgn_game("{[%clk 0:10:00]} 1. d4 *", game);
  REQUIRE(game.moves.size() == 1);
  CHECK(game.moves[0].clock == MoveClock{});
}
