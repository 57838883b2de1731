#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "proxy/uci/uci_command.h"

using namespace drawbridge::uci;

TEST_CASE("GUI commands: the first known word counts, unknown words are skipped") {
  CHECK(std::holds_alternative<Quit>(parse_command("quit")));
  CHECK(std::holds_alternative<Quit>(parse_command("  \tquit\r")));
  CHECK(std::holds_alternative<IsReady>(parse_command("joho isready")));
  CHECK(std::get<Debug>(parse_command("joho debug on")).on);
  CHECK_FALSE(std::get<Debug>(parse_command("debug off")).on);
  CHECK(std::holds_alternative<UnknownCommand>(parse_command("")));
  CHECK(std::holds_alternative<UnknownCommand>(parse_command("quitting time")));
  CHECK(std::holds_alternative<Register>(parse_command("register later")));
  CHECK(std::holds_alternative<UciNewGame>(parse_command("ucinewgame")));
  CHECK(std::holds_alternative<PonderHit>(parse_command("ponderhit")));
  CHECK(std::holds_alternative<Stop>(parse_command("stop")));
  CHECK(std::holds_alternative<Uci>(parse_command("uci")));
  CHECK(std::holds_alternative<Go>(parse_command("xyz  go infinite")));
  CHECK(std::holds_alternative<UnknownCommand>(parse_command("hello world")));
}

TEST_CASE("setoption: names and values with spaces") {
  const auto option = std::get<SetOption>(parse_command("setoption  name Clear\tHash"));
  CHECK(option.name == "Clear Hash");
  CHECK_FALSE(option.value.has_value());
  const auto path = std::get<SetOption>(parse_command("setoption name SyzygyPath value /tb/a  b/c \r"));
  CHECK(path.name == "SyzygyPath");
  CHECK(path.value == "/tb/a  b/c");
  const auto empty = std::get<SetOption>(parse_command("setoption name Debug Log File value"));
  CHECK(empty.name == "Debug Log File");
  CHECK(empty.value == "");
}

TEST_CASE("position: startpos or FEN, then moves") {
  const auto start = std::get<Position>(parse_command("position startpos moves e2e4  e7e5\r"));
  CHECK_FALSE(start.fen.has_value());
  CHECK(start.moves == std::vector<std::string_view>{"e2e4", "e7e5"});
  const auto fen = std::get<Position>(parse_command("position fen 8/8/8/4k3/8/8/4P3/4K3  w - -\t0 1 moves e2e4"));
  CHECK(fen.fen == "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
  CHECK(fen.moves == std::vector<std::string_view>{"e2e4"});
  CHECK(std::get<Position>(parse_command("position startpos")).moves.empty());
  CHECK(std::holds_alternative<PositionWithoutStart>(parse_command("position moves e2e4")));
}

TEST_CASE("go: every parameter, unknown tokens skipped") {
  const auto go =
      std::get<Go>(parse_command("go ponder wtime 1000 btime -20 winc 5 binc 6 movestogo 7 frobnicate depth 8 nodes 9 "
                                 "mate 3 movetime 11 searchmoves e2e4 d2d4 infinite"));
  CHECK(go.ponder);
  CHECK(go.infinite);
  CHECK(go.wtime == 1000);
  CHECK(go.btime == -20);
  CHECK(go.winc == 5);
  CHECK(go.binc == 6);
  CHECK(go.movestogo == 7);
  CHECK(go.depth == 8);
  CHECK(go.nodes == 9);
  CHECK(go.mate == 3);
  CHECK(go.movetime == 11);
  CHECK(go.searchmoves == std::vector<std::string>{"e2e4", "d2d4"});
  const auto bare = std::get<Go>(parse_command("go nodes x"));
  CHECK_FALSE(bare.nodes.has_value());
}

TEST_CASE("position moves are views into the line, not copies") {
  const std::string line = "position startpos moves e2e4 e7e5";
  const auto position = std::get<Position>(parse_command(line));
  REQUIRE(position.moves.size() == 2);
  CHECK(position.moves[0].data() == line.data() + line.find("e2e4"));
  CHECK(position.moves[1].data() == line.data() + line.find("e7e5"));
}

TEST_CASE("a ten-megabyte command line is read in linear time") {
  std::string line = "position startpos moves";
  for (int i = 0; i < 1'000'000; ++i) line += " e2e4 e7e5";
  const auto position = std::get<Position>(parse_command(line));
  CHECK(position.moves.size() == 2'000'000);
  CHECK(std::holds_alternative<Quit>(parse_command(std::string(10'000'000, 'x') + " quit")));
}
