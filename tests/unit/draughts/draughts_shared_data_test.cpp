// The draughts facts gathered beside the repository (../draughts from the folder that
// DRAWBRIDGE_SHARED_DATA names): perft.tsv's published counts, and every game of
// its corpus replayed legal with the PDN move reader. Third-party data: read where present,
// never copied; without it these cases say so and pass.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/shared_data.h"
#include "tests/unit/draughts/draughts_test_support.h"

namespace drawbridge::draughts {
namespace {

namespace fs = std::filesystem;

std::optional<fs::path> draughts_data() {
  const fs::path folder = fs::path(testing::shared_data_file("../draughts"));
  if (fs::is_directory(folder)) return folder;
  MESSAGE("skipped: no draughts data in ", folder.string(), " (set DRAWBRIDGE_SHARED_DATA to the shared data folder)");
  return std::nullopt;
}

struct PerftRow {
  std::string name;
  Game game;
  std::string fen;
  int depth = 0;
  std::uint64_t nodes = 0;
};

// The rows counted with unique captures, and FrontRows to depth 8, where its notes say the
// duplicate paths' count and the unique count agree. English checkers is not our game.
std::vector<PerftRow> unique_capture_rows(const fs::path& tsv) {
  std::ifstream in(tsv);
  REQUIRE(in);
  std::vector<PerftRow> rows;
  std::string line;
  std::getline(in, line);  // the header
  while (std::getline(in, line)) {
    std::vector<std::string> f;
    std::istringstream fields(line);
    for (std::string field; std::getline(fields, field, '\t');) f.push_back(field);
    if (f.size() < 6 || (f[0] != "international" && f[0] != "russian")) continue;
    PerftRow row{f[0] + " " + f[1], f[0] == "russian" ? Game::kRussian : Game::kInternational, f[2], std::stoi(f[3]),
                 std::stoull(f[4])};
    if (f[5].starts_with("unique") || (f[1] == "FrontRows" && row.depth <= 8)) rows.push_back(row);
  }
  return rows;
}

std::uint64_t node_budget() {
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
  return 5'000'000;
#else
  return 150'000'000;
#endif
}

TEST_SUITE("shared-data" * doctest::skip()) {
  TEST_CASE("draughts perft: perft.tsv's unique-capture counts within the node budget (cheapest first)") {
    const std::optional<fs::path> data = draughts_data();
    if (!data) return;
    std::vector<PerftRow> rows = unique_capture_rows(*data / "perft.tsv");
    REQUIRE(rows.size() > 60);
    std::sort(rows.begin(), rows.end(), [](const PerftRow& a, const PerftRow& b) { return a.nodes < b.nodes; });
    std::uint64_t total = 0;
    int run = 0;
    for (const PerftRow& row : rows) {
      if (total + row.nodes > node_budget()) break;
      total += row.nodes;
      ++run;
      CHECK_MESSAGE(position(row.game, row.fen).perft(row.depth) == row.nodes, row.name, " depth ", row.depth);
    }
    MESSAGE(run, " of ", rows.size(), " rows, ", total, " nodes");
    CHECK(run >= 50);
  }

  TEST_CASE("draughts games: every game of the shared corpus replays legal move by move") {
    const std::optional<fs::path> data = draughts_data();
    if (!data) return;
    int games = 0, plies = 0;
    for (const fs::directory_entry& file : fs::directory_iterator(*data / "games")) {
      if (file.path().extension() != ".pdn") continue;
      int n = 0;
      for (const PdnGame& game : read_pdn(file.path())) {
        ++n;
        const std::string where = file.path().filename().string() + " #" + std::to_string(n);
        Position pos = game.fen ? position(game.game, *game.fen) : Position::start(game.game);
        bool legal = true;
        for (std::size_t ply = 0; legal && ply < game.moves.size(); ++ply) {
          const absl::StatusOr<Move> m = parse_pdn_move(pos, game.moves[ply]);
          legal = m.ok();
          CHECK_MESSAGE(legal, where, " ply ", ply + 1, ": ", error_of(m));
          if (legal) pos.play(*m);
        }
        CHECK_MESSAGE(!game.moves.empty(), where);
        plies += int(game.moves.size());
        ++games;
      }
    }
    MESSAGE(games, " games, ", plies, " plies");
    CHECK(games == 299);
  }

}  // TEST_SUITE("shared-data")

}  // namespace
}  // namespace drawbridge::draughts
