// The live mirror's cost per `position` command with the dead-position check on (the Referee's
// default, the proofs without search), over real games, against baselines in the same run:
//
//   mirror     GameMirror::follow_sent of `position startpos moves m1 .. mk` for k = 1 .. n, the
//              GUI sending the whole list each ply (one new move per command);
//   bare       the same new move parsed and made on a bare chess::Position;
//   dead check draw::is_dead_position with StaticUnwinnability on each position the mirror
//              checks (after a capture or a pawn move), spread over all commands.
//
// Budget: the mirror's cost beyond the bare move <= 2 us per command (issue 21).
//
//   dead_mirror_bench [FILE.tsv...]   (default: games/human.tsv of the shared data;
//                                      `start<TAB>uci moves` per line, as pgn_to_tsv writes)
// Each file is replayed three times and the fastest pass is kept (a shared machine).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "absl/strings/str_split.h"
#include "proxy/session/game_mirror.h"
#include "rules/chess/uci_move.h"
#include "rules/chess_draw/dead_position.h"
#include "tests/support/shared_data.h"

namespace {

using namespace drawbridge;
using Clock = std::chrono::steady_clock;

struct Game {
  std::string text;                     // the moves, owned
  std::vector<std::string_view> moves;  // views into `text`
};

std::vector<Game> read_games(const std::string& path) {
  std::vector<Game> games;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    const std::size_t tab = line.find('\t');
    if (tab == std::string::npos || line.compare(0, tab, "startpos") != 0) continue;
    games.push_back({line.substr(tab + 1), {}});
  }
  for (Game& g : games)
    for (const absl::string_view m : absl::StrSplit(g.text, ' ', absl::SkipEmpty()))
      g.moves.emplace_back(m.data(), m.size());
  return games;
}

double seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

struct Pass {
  double mirror = 0, bare = 0, checking = 0;
  std::size_t commands = 0, checks = 0, dead = 0;
};

Pass replay(const std::vector<Game>& games, const draw::Edition& edition) {
  Pass p;
  for (const Game& g : games) {
    GameMirror mirror(edition, {});
    std::vector<std::string_view> moves;  // of the `position startpos moves ...` command
    auto start = Clock::now();
    for (const std::string_view m : g.moves) {
      moves.push_back(m);
      if (mirror.follow_sent(std::nullopt, moves)) break;
    }
    p.mirror += seconds(Clock::now() - start);
    p.commands += moves.size();

    chess::Position pos = chess::Position::startpos();
    start = Clock::now();
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const auto move = chess::parse_uci_move(pos, moves[i]);
      if (!move.ok()) break;
      pos.make_move(*move);
    }
    p.bare += seconds(Clock::now() - start);

    // The check alone, on the positions where the Referee runs it.
    chess::Position at = chess::Position::startpos();
    const draw::StaticUnwinnability detector;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const auto move = chess::parse_uci_move(at, moves[i]);
      if (!move.ok()) break;
      at.make_move(*move);
      if (at.halfmove_clock() != 0) continue;
      start = Clock::now();
      p.dead += draw::is_dead_position(at, detector);
      p.checking += seconds(Clock::now() - start);
      ++p.checks;
    }
  }
  return p;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> files(argv + 1, argv + argc);
  if (files.empty()) files = {drawbridge::testing::shared_data_file("games/human.tsv")};
  const auto edition =
      draw::find_edition("fide-2023", {std::filesystem::path(DRAWBRIDGE_SOURCE_DIR) / "configs" / "rules"});
  if (!edition.ok()) {
    std::fprintf(stderr, "%s\n", std::string(edition.status().message()).c_str());
    return 2;
  }
  for (const std::string& path : files) {
    if (!std::ifstream(path)) {
      std::fprintf(stderr, "dead_mirror_bench: cannot read %s\n", path.c_str());
      return 2;
    }
    const std::vector<Game> games = read_games(path);
    Pass best;
    for (int run = 0; run < 3; ++run) {
      const Pass p = replay(games, *edition);
      if (run == 0 || p.mirror < best.mirror) best = p;
    }
    const double n = double(std::max<std::size_t>(best.commands, 1));
    const double extra = (best.mirror - best.bare) / n * 1e6;
    std::printf("%s: %zu games, %zu position commands, %zu dead-position checks (%zu dead)\n", path.c_str(),
                games.size(), best.commands, best.checks, best.dead);
    std::printf(
        "  per command: mirror %.3f us, bare move %.3f us, mirror beyond the bare move %.3f us "
        "(budget 2 us: %s); of which the dead-position check %.3f us (%.2f us per check)\n",
        best.mirror / n * 1e6, best.bare / n * 1e6, extra, extra <= 2 ? "met" : "MISSED", best.checking / n * 1e6,
        best.checks ? best.checking / double(best.checks) * 1e6 : 0.0);
  }
  return 0;
}
