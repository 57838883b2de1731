// Perft against known counts: the hand-picked positions of known_perft.h, and (suite
// "shared-data") the published counts of the third-party perftsuite.epd and tricky.perft
// (Chess960, impossible check alignments, en passant pins). Every position runs at depths 1-3;
// deeper depths are added from the cheapest up while the total stays within a node budget, lower
// under sanitizers.
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "known_perft.h"
#include "rules/chess/fen.h"
#include "rules/chess/position.h"
#include "tests/support/shared_data.h"

namespace drawbridge::chess {
namespace {

struct PerftCase {
  std::string id;
  std::string fen;
  bool chess960 = false;
  int depth = 0;
  std::uint64_t nodes = 0;
};

std::string data_file(const std::string& name) { return testing::shared_data_file("perft/" + name); }

// perftsuite.epd: "FEN ;D1 20 ;D2 400 ..."
std::vector<PerftCase> read_epd_suite() {
  std::ifstream in(data_file("perftsuite.epd"));
  REQUIRE(in);
  std::vector<PerftCase> cases;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    std::istringstream fields(line);
    std::string fen, entry;
    std::getline(fields, fen, ';');
    while (std::getline(fields, entry, ';')) {
      std::istringstream e(entry);
      std::string depth;
      std::uint64_t nodes = 0;
      e >> depth >> nodes;
      cases.push_back({"perftsuite line " + std::to_string(n), fen, false, std::stoi(depth.substr(1)), nodes});
    }
  }
  return cases;
}

// tricky.perft: "id NAME", "epd FEN", "perft DEPTH NODES" lines; X-FEN castling, so Chess960.
std::vector<PerftCase> read_tricky() {
  std::ifstream in(data_file("tricky.perft"));
  REQUIRE(in);
  std::vector<PerftCase> cases;
  std::string line, id, fen;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string keyword;
    words >> keyword;
    if (keyword == "id") {
      words >> id;
    } else if (keyword == "epd") {
      std::getline(words >> std::ws, fen);
    } else if (keyword == "perft") {
      PerftCase c{id, fen, true, 0, 0};
      words >> c.depth >> c.nodes;
      cases.push_back(c);
    }
  }
  return cases;
}

std::uint64_t node_budget() {
  if (const char* env = std::getenv("DRAWBRIDGE_PERFT_BUDGET")) return std::strtoull(env, nullptr, 10);
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
  return 10'000'000;
#else
  return 100'000'000;
#endif
}

std::vector<PerftCase> select_within_budget(std::vector<PerftCase> all) {
  std::vector<PerftCase> chosen, deeper;
  for (PerftCase& c : all) (c.depth <= 3 ? chosen : deeper).push_back(std::move(c));
  std::sort(deeper.begin(), deeper.end(), [](const PerftCase& a, const PerftCase& b) { return a.nodes < b.nodes; });
  std::uint64_t total = 0;
  for (const PerftCase& c : chosen) total += c.nodes;
  for (PerftCase& c : deeper) {
    if (total + c.nodes > node_budget()) break;
    total += c.nodes;
    chosen.push_back(std::move(c));
  }
  MESSAGE(chosen.size(), " perft runs, ", total, " nodes");
  return chosen;
}

void run(const std::vector<PerftCase>& cases) {
  for (const PerftCase& c : cases) {
    auto pos = parse_fen(c.fen, c.chess960);
    REQUIRE_MESSAGE(pos.ok(), c.id, ": ", std::string(pos.status().message()));
    const std::uint64_t before = pos->key();
    CHECK_MESSAGE(pos->perft(c.depth) == c.nodes, c.id, " depth ", c.depth, " ", c.fen);
    CHECK(pos->key() == before);
  }
}

TEST_CASE("perft: every hand-picked position at depth 1-3 and deeper within the node budget") {
  std::vector<PerftCase> all;
  for (const samples::KnownPerft& known : samples::known_perft()) {
    for (std::size_t depth = 1; depth <= known.nodes.size(); ++depth) {
      all.push_back({known.fen, known.fen, known.chess960, int(depth), known.nodes[depth - 1]});
    }
  }
  run(select_within_budget(std::move(all)));
}

TEST_SUITE("shared-data" * doctest::skip()) {
  TEST_CASE("perft: every file position at depth 1-3 and deeper within the node budget") {
    std::vector<PerftCase> all = read_epd_suite();
    const std::vector<PerftCase> tricky = read_tricky();
    REQUIRE(all.size() > 500);
    REQUIRE(tricky.size() > 40);
    all.insert(all.end(), tricky.begin(), tricky.end());
    run(select_within_budget(std::move(all)));
  }
}

TEST_CASE("perft counts are the same whether Chess960 castling notation is on or off") {
  const char* kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
  auto standard = parse_fen(kiwipete, false);
  auto chess960 = parse_fen(kiwipete, true);
  REQUIRE(standard.ok());
  REQUIRE(chess960.ok());
  CHECK(standard->perft(3) == 97862);
  CHECK(chess960->perft(3) == 97862);
  CHECK(Position::startpos().perft(0) == 1);
}

struct CommandResult {
  int status = -1;
  std::vector<std::string> lines;
};

// `text` as one word of sh, whatever it holds: a clone's path may have a space or a quote.
std::string shell_quoted(std::string_view text) {
  std::string quoted = "'";
  for (const char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

CommandResult run_drawbridge(const std::string& args) {
  CommandResult result;
  FILE* out = popen((shell_quoted(DRAWBRIDGE_BINARY) + " " + args + " 2>/dev/null").c_str(), "r");
  REQUIRE(out != nullptr);
  std::array<char, 256> buffer{};
  while (std::fgets(buffer.data(), int(buffer.size()), out)) {
    std::string line(buffer.data());
    if (!line.empty() && line.back() == '\n') line.pop_back();
    result.lines.push_back(line);
  }
  const int status = pclose(out);
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

TEST_CASE("drawbridge perft: Stockfish's divide format, then nodes and nps; errors exit 2") {
  const CommandResult divide = run_drawbridge("perft --divide 2");
  CHECK(divide.status == 0);
  REQUIRE(divide.lines.size() == 22);
  CHECK(std::count(divide.lines.begin(), divide.lines.end(), "e2e4: 20") == 1);
  CHECK(std::count_if(divide.lines.begin(), divide.lines.begin() + 20,
                      [](const std::string& l) { return l.size() == 8 && l.substr(4) == ": 20"; }) == 20);
  CHECK(divide.lines[20] == "nodes 400");
  CHECK(divide.lines[21].starts_with("nps "));

  const CommandResult chess960 = run_drawbridge("perft --chess960 --divide --fen '4k3/8/8/8/8/8/8/5KR1 w G - 0 1' 1");
  CHECK(std::count(chess960.lines.begin(), chess960.lines.end(), "f1g1: 1") == 1);

  CHECK(run_drawbridge("perft --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -' 3").lines[0] ==
        "nodes 97862");
  CHECK(run_drawbridge("perft --fen 'not a fen' 3").status == 2);
  CHECK(run_drawbridge("perft 0").lines[0] == "nodes 1");
  CHECK(run_drawbridge("perft -1").status == 2);
  CHECK(run_drawbridge("perft 21").status == 2);
  CHECK(run_drawbridge("perft two").status == 2);
  CHECK(run_drawbridge("perft").status == 2);
}

}  // namespace
}  // namespace drawbridge::chess
