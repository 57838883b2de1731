// The mirror's cost (Google Benchmark), each against a baseline measured in the same run:
//   one `position` command in a 300-ply game, the GUI sending the whole move list each move
//   (the engine's move and the reply are new)  vs  making and unmaking those two moves on a
//   bare chess::Position;  budget 2 us.
//   the same command as text through the UCI front end (tokenizer, mutex, mirror).
//   a full replay of a 1,000-ply game (a new game)  vs  replaying it on a bare Position;
//   budget 100 us.
//   one engine info line with a score through the session  vs  finding the line's end.
// The games are legal random games that no automatic rule of fide-2023 ends, built from a
// fixed seed. Usage: mirror_bench [Google Benchmark flags]
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "proxy/session/game_mirror.h"
#include "proxy/session/session.h"
#include "proxy/uci/front_end/uci_front_end.h"
#include "rules/chess/uci_move.h"
#include "rules/chess_draw/move_count.h"

namespace {

using namespace drawbridge;

std::vector<std::filesystem::path> edition_dirs() {
  return {std::filesystem::path(DRAWBRIDGE_SOURCE_DIR) / "configs" / "rules"};
}

draw::Edition fide2023() { return draw::find_edition("fide-2023", edition_dirs()).value(); }

draw::Laws fide2023_laws() { return draw::Laws{fide2023(), draw::Policy()}; }

// A random legal game of `plies` moves that no automatic rule ends: quiet moves while the
// move count is low, pawn moves and captures when it nears 75 moves, never a move that ends
// the game. Empty if the walk gets stuck.
std::vector<std::string> walk(int plies, unsigned seed) {
  std::mt19937 rng(seed);
  draw::Referee referee(fide2023(), {}, chess::Position::startpos());
  std::vector<std::string> moves;
  while (static_cast<int>(moves.size()) < plies) {
    const chess::Position& pos = referee.record().position();
    const bool want_reset = pos.halfmove_clock() > 120;
    std::vector<chess::Move> preferred, others;
    for (chess::Move m : pos.legal_moves()) {
      (draw::resets_move_count(pos, m) == want_reset ? preferred : others).push_back(m);
    }
    std::shuffle(preferred.begin(), preferred.end(), rng);
    std::shuffle(others.begin(), others.end(), rng);
    preferred.insert(preferred.end(), others.begin(), others.end());
    bool played = false;
    for (chess::Move m : preferred) {
      const std::string text = chess::to_uci(pos, m);
      const int ply = referee.record().ply();
      (void)referee.play_legal(m);
      if (!referee.ending()) {
        moves.push_back(text);
        played = true;
        break;
      }
      referee.takeback(ply);
    }
    if (!played) return {};
  }
  return moves;
}

std::vector<std::string> long_game(int plies) {
  for (unsigned seed = 1;; ++seed) {
    if (std::vector<std::string> moves = walk(plies, seed); !moves.empty()) return moves;
  }
}

std::string position_line(const std::vector<std::string>& moves, int plies) {
  return "position startpos moves " + absl::StrJoin(moves.begin(), moves.begin() + plies, " ");
}

// The command's moves are views into `line`, which must outlive it.
uci::Position position_command(const std::string& line) { return std::get<uci::Position>(uci::parse_command(line)); }

const std::vector<std::string>& game300() {
  static const std::vector<std::string> moves = long_game(300);
  return moves;
}

const std::vector<std::string>& game1000() {
  static const std::vector<std::string> moves = long_game(1000);
  return moves;
}

// Baseline: the two new moves of each command made (and unmade) on a bare Position.
void BM_BareTwoMoves300(benchmark::State& state) {
  chess::Position pos = chess::Position::startpos();
  for (int i = 0; i < 298; ++i) pos.make_move(chess::parse_uci_move(pos, game300()[i]).value());
  for (auto _ : state) {
    pos.make_move(chess::parse_uci_move(pos, game300()[298]).value());
    pos.make_move(chess::parse_uci_move(pos, game300()[299]).value());
    benchmark::DoNotOptimize(pos.key());
    pos.unmake_move();
    pos.unmake_move();
  }
}
BENCHMARK(BM_BareTwoMoves300);

// One position command per iteration, alternately 300 and 298 moves: two moves played, or
// two taken back, after comparing the whole list with the last one.
void BM_MirrorIncremental300(benchmark::State& state) {
  GameMirror mirror(fide2023(), {});
  const std::string lines[2] = {position_line(game300(), 300), position_line(game300(), 298)};
  const uci::Position commands[2] = {position_command(lines[0]), position_command(lines[1])};
  (void)mirror.follow_sent(commands[1].fen, commands[1].moves);
  int next = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(mirror.follow_sent(commands[next].fen, commands[next].moves));
    next ^= 1;
  }
}
BENCHMARK(BM_MirrorIncremental300);

// The same through the session, from the line's text: tokenizer, lock and mirror.
void BM_SessionLineIncremental300(benchmark::State& state) {
  std::unique_ptr<Session> session = Session::create(Settings(), edition_dirs(), fide2023_laws()).value();
  uci::UciFrontEnd front_end(*session);
  const std::string lines[2] = {position_line(game300(), 300), position_line(game300(), 298)};
  Additions add;
  front_end.on_line(Side::kGui, lines[1], add);
  int next = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(front_end.on_line(Side::kGui, lines[next], add));
    next ^= 1;
  }
}
BENCHMARK(BM_SessionLineIncremental300);

// Baseline: the 1,000 moves parsed and made on a bare Position.
void BM_BareReplay1000(benchmark::State& state) {
  for (auto _ : state) {
    chess::Position pos = chess::Position::startpos();
    for (const std::string& move : game1000()) pos.make_move(chess::parse_uci_move(pos, move).value());
    benchmark::DoNotOptimize(pos.key());
  }
}
BENCHMARK(BM_BareReplay1000)->Unit(benchmark::kMicrosecond);

// A new game of 1,000 plies in one command: a new referee, every move checked and counted.
void BM_MirrorFullReplay1000(benchmark::State& state) {
  GameMirror mirror(fide2023(), {});
  const std::string line = position_line(game1000(), 1000);
  const uci::Position command = position_command(line);
  for (auto _ : state) {
    mirror.start_new_game();
    benchmark::DoNotOptimize(mirror.follow_sent(command.fen, command.moves));
  }
}
BENCHMARK(BM_MirrorFullReplay1000)->Unit(benchmark::kMicrosecond);

constexpr std::string_view kInfoLine =
    "info depth 20 seldepth 28 multipv 1 score cp 31 nodes 1234567 nps 1500000 hashfull 12 "
    "tbhits 0 time 823 pv e2e4 e7e5 g1f3 b8c6 f1b5";

// Baseline: what any relay does with a line anyway, finding its end.
void BM_FindLineEnd(benchmark::State& state) {
  const std::string line = std::string(kInfoLine) + "\n";
  for (auto _ : state) benchmark::DoNotOptimize(line.find('\n'));
}
BENCHMARK(BM_FindLineEnd);

// The cost per engine info line with a score (the relay's hot path): the UCI front end reads it
// for the session.
void BM_SessionInfoLine(benchmark::State& state) {
  std::unique_ptr<Session> session = Session::create(Settings(), edition_dirs(), fide2023_laws()).value();
  uci::UciFrontEnd front_end(*session);
  Additions add;
  for (auto _ : state) {
    benchmark::DoNotOptimize(front_end.on_line(Side::kEngine, kInfoLine, add));
    benchmark::DoNotOptimize(add.ahead.data());
  }
}
BENCHMARK(BM_SessionInfoLine);

// Keeps each benchmark's CPU time per iteration, in nanoseconds, for the summary: on a
// shared machine the wall time also counts other processes.
class Collector : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& run : runs) {
      if (run.run_type == Run::RT_Iteration) {
        ns_[run.run_name.function_name] =
            run.GetAdjustedCPUTime() / benchmark::GetTimeUnitMultiplier(run.time_unit) * 1e9;
      }
    }
    ConsoleReporter::ReportRuns(runs);
  }
  double ns(const std::string& name) const {
    const auto it = ns_.find(name);
    return it == ns_.end() ? 0 : it->second;
  }

 private:
  std::map<std::string, double> ns_;
};

void summary(const Collector& c, const char* what, const std::string& name, const std::string& baseline,
             double budget_us) {
  const double ns = c.ns(name), base = c.ns(baseline);
  if (ns == 0 || base == 0) return;
  std::printf("%-44s %9.3f us  budget %6.1f us %-4s  ratio to %s: %.2f\n", what, ns / 1000, budget_us,
              ns / 1000 <= budget_us ? "ok" : "OVER", baseline.c_str(), ns / base);
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  Collector collector;
  benchmark::RunSpecifiedBenchmarks(&collector);
  std::printf("\n");
  summary(collector, "mirror, position command, 300-ply game", "BM_MirrorIncremental300", "BM_BareTwoMoves300", 2);
  summary(collector, "session line, position command, 300 plies", "BM_SessionLineIncremental300", "BM_BareTwoMoves300",
          2);
  summary(collector, "session, one engine info line with a score", "BM_SessionInfoLine", "BM_FindLineEnd", 0.1);
  summary(collector, "mirror, full replay of 1,000 plies", "BM_MirrorFullReplay1000", "BM_BareReplay1000", 100);
  benchmark::Shutdown();
  return 0;
}
