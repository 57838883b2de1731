// The TimeControl tag: its periods, and the time a player had by a given move.
#include <doctest/doctest.h>

#include <chrono>

#include "pgn/time_control.h"

using namespace drawbridge::pgn;
using std::chrono::seconds;

TEST_CASE("TimeControl: the forms of the PGN standard, and none for the rest") {
  CHECK(parse_time_control("5400+30") == std::vector<TimePeriod>{{0, seconds(5400), seconds(30)}});
  CHECK(parse_time_control("300") == std::vector<TimePeriod>{{0, seconds(300), seconds(0)}});
  CHECK(parse_time_control("40/5400+30:1800+30") ==
        std::vector<TimePeriod>{{40, seconds(5400), seconds(30)}, {0, seconds(1800), seconds(30)}});
  for (const char* bad : {"", "?", "-", "*180", "40/", "/60", "0/60", "60+", "60:30", "1e3", "-5", "99999999999"}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_time_control(bad).has_value());
  }
}

TEST_CASE("TimeControl: the time allowed by a move, before its own increment") {
  const std::vector<TimePeriod> classical = *parse_time_control("40/5400+30:1800+30");
  CHECK(time_allowed(classical, 1) == seconds(5400));
  CHECK(time_allowed(classical, 40) == seconds(5400 + 39 * 30));
  CHECK(time_allowed(classical, 41) == seconds(5400 + 1800 + 40 * 30));
  const std::vector<TimePeriod> repeating = *parse_time_control("40/7200");
  CHECK(time_allowed(repeating, 40) == seconds(7200));
  CHECK(time_allowed(repeating, 41) == seconds(14400));
}
