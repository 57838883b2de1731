#include <doctest/doctest.h>

#include <string>

#include "proxy/uci/engine_line.h"

using namespace drawbridge::uci;
using drawbridge::EngineScore;

TEST_CASE("info: numbers, score with bounds, multipv, pv") {
  const auto info =
      std::get<Info>(parse_engine_line("info depth 6 seldepth 4 multipv 2 score cp 14 lowerbound nodes 1000 nps 333333 "
                                       "hashfull 0 tbhits 0 time 3 pv d7d5 e4d5\r"));
  CHECK(info.depth == 6);
  CHECK(info.seldepth == 4);
  CHECK(info.multipv == 2);
  CHECK(info.nodes == 1000);
  CHECK(info.nps == 333333);
  CHECK(info.hashfull == 0);
  CHECK(info.tbhits == 0);
  CHECK(info.time == 3);
  REQUIRE(info.score.has_value());
  CHECK(info.score->unit == EngineScore::Unit::kCentipawns);
  CHECK(info.score->value == 14);
  CHECK(info.score->bound == EngineScore::Bound::kLower);
  CHECK(info.pv == std::vector<std::string_view>{"d7d5", "e4d5"});
  CHECK_FALSE(info.string.has_value());
}

TEST_CASE("info: mate scores, upper bounds, fields after the pv") {
  const auto info = std::get<Info>(parse_engine_line("info score mate -3 upperbound pv a1a2 depth 9"));
  CHECK(info.score->unit == EngineScore::Unit::kMate);
  CHECK(info.score->value == -3);
  CHECK(info.score->bound == EngineScore::Bound::kUpper);
  CHECK(info.pv == std::vector<std::string_view>{"a1a2"});
  CHECK(info.depth == 9);
  const auto exact = std::get<Info>(parse_engine_line("info  score\tcp 0  currmove e2e4 currmovenumber 1"));
  CHECK(exact.score->bound == EngineScore::Bound::kExact);
  CHECK(exact.currmove == "e2e4");
  CHECK(exact.currmovenumber == 1);
}

TEST_CASE("info string takes the rest of the line, keywords and all") {
  const auto info = std::get<Info>(parse_engine_line("info depth 1 string NNUE  evaluation using depth 3\r"));
  CHECK(info.depth == 1);
  CHECK(info.string == "NNUE  evaluation using depth 3");
  CHECK_FALSE(info.score.has_value());
}

TEST_CASE("bestmove with and without ponder, and (none)") {
  const auto best = std::get<BestMove>(parse_engine_line("bestmove e2e4 ponder e7e5"));
  CHECK(best.move == "e2e4");
  CHECK(best.ponder == "e7e5");
  const auto none = std::get<BestMove>(parse_engine_line("bestmove (none)"));
  CHECK(none.move == "(none)");
  CHECK_FALSE(none.ponder.has_value());
  CHECK(std::get<BestMove>(parse_engine_line("bestmove 0000\r")).move == "0000");
}

TEST_CASE("id, option, uciok, readyok and unknown lines") {
  const auto id = std::get<Id>(parse_engine_line("id name Stockfish 15.1"));
  CHECK(id.field == "name");
  CHECK(id.value == "Stockfish 15.1");
  const auto spin = std::get<Option>(parse_engine_line("option name Skill Level type spin default 20 min 0 max 20"));
  CHECK(spin.name == "Skill Level");
  CHECK(spin.type == "spin");
  CHECK(spin.default_value == "20");
  CHECK(spin.min == "0");
  CHECK(spin.max == "20");
  const auto combo =
      std::get<Option>(parse_engine_line("option name Style type combo default Normal var Solid var Risky Play"));
  CHECK(combo.vars == std::vector<std::string_view>{"Solid", "Risky Play"});
  const auto text = std::get<Option>(parse_engine_line("option name Debug Log File type string default "));
  CHECK(text.default_value == "");
  CHECK(std::holds_alternative<UciOk>(parse_engine_line("uciok")));
  CHECK(std::holds_alternative<ReadyOk>(parse_engine_line("readyok\r")));
  CHECK(std::holds_alternative<CopyProtection>(parse_engine_line("copyprotection ok")));
  CHECK(std::holds_alternative<Registration>(parse_engine_line("registration checking")));
  CHECK(std::holds_alternative<UnknownLine>(parse_engine_line("Stockfish 15.1 by the Stockfish developers")));
  CHECK(std::holds_alternative<UnknownLine>(parse_engine_line("")));
}

TEST_CASE("a ten-megabyte info string is read in linear time") {
  const std::string line = "info string " + std::string(10'000'000, 'x');
  CHECK(std::get<Info>(parse_engine_line(line)).string->size() == 10'000'000);
}
