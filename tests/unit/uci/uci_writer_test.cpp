#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <variant>

#include "proxy/uci/uci_command.h"
#include "proxy/uci/uci_writer.h"

using namespace drawbridge::uci;

namespace {

// `line` read as a command and written again.
template <typename Command>
std::string rewritten(std::string_view line) {
  const drawbridge::uci::Command command = parse_command(line);
  REQUIRE(std::holds_alternative<Command>(command));
  std::string out;
  write(out, std::get<Command>(command));
  return out;
}

}  // namespace

TEST_CASE("the engine's commands are written as they are read, one whole line each") {
  CHECK(rewritten<Uci>("uci") == "uci\n");
  CHECK(rewritten<UciNewGame>("ucinewgame") == "ucinewgame\n");
  CHECK(rewritten<Stop>("stop") == "stop\n");
  CHECK(rewritten<PonderHit>("ponderhit") == "ponderhit\n");
  CHECK(rewritten<Position>("position startpos") == "position startpos\n");
  CHECK(rewritten<Position>("position fen 8/8/8/8/8/8/8/K1k5 w - - 0 1 moves a1a2 c1c2") ==
        "position fen 8/8/8/8/8/8/8/K1k5 w - - 0 1 moves a1a2 c1c2\n");
  CHECK(rewritten<Go>("go ponder wtime 60000 btime 50000 winc 500 binc 500 movestogo 40 depth 9") ==
        "go ponder wtime 60000 btime 50000 winc 500 binc 500 movestogo 40 depth 9\n");
  CHECK(rewritten<Go>("go movetime 750") == "go movetime 750\n");
  CHECK(rewritten<Go>("go infinite searchmoves e2e4 d2d4") == "go infinite searchmoves e2e4 d2d4\n");
  CHECK(rewritten<SetOption>("setoption name Clear Hash") == "setoption name Clear Hash\n");
  CHECK(rewritten<SetOption>("setoption name SyzygyPath value") == "setoption name SyzygyPath value\n");
  CHECK(rewritten<SetOption>("setoption name Style value Very Risky") == "setoption name Style value Very Risky\n");
}
