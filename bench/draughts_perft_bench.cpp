// Draughts perft speed (unique captures) against the chess core's perft, measured in the same
// run: leaves per second from each game's start position, deepening until a count takes at
// least the given time, best of three; the ratio is draughts over chess.
// Usage: draughts_perft_bench [SECONDS_PER_FIGURE]   (default 1)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>

#include "rules/chess/position.h"
#include "rules/draughts/position.h"

namespace {

struct Figure {
  int depth = 0;
  std::uint64_t nodes = 0;
  double nodes_per_second = 0;
};

// The first depth whose count takes `seconds`, then the best of three counts at that depth.
Figure measure(const std::function<std::uint64_t(int)>& perft, double seconds) {
  Figure f;
  for (f.depth = 1;; ++f.depth) {
    const auto start = std::chrono::steady_clock::now();
    f.nodes = perft(f.depth);
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    if (took.count() >= seconds || f.depth == 12) break;
  }
  for (int pass = 0; pass < 3; ++pass) {
    const auto start = std::chrono::steady_clock::now();
    f.nodes = perft(f.depth);
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    f.nodes_per_second = std::max(f.nodes_per_second, double(f.nodes) / took.count());
  }
  return f;
}

void print(const char* name, const Figure& f, const Figure& chess) {
  std::printf("%-22s depth %2d  %14llu nodes  %7.2f M nodes/s  ratio to chess %.3f\n", name, f.depth,
              static_cast<unsigned long long>(f.nodes), f.nodes_per_second / 1e6,
              f.nodes_per_second / chess.nodes_per_second);
}

}  // namespace

int main(int argc, char** argv) {
  using namespace drawbridge;
  const double seconds = argc > 1 ? std::atof(argv[1]) : 1.0;
  chess::Position chess_start = chess::Position::startpos();  // its perft makes and unmakes
  const Figure chess = measure([&](int d) { return chess_start.perft(d); }, seconds);
  const draughts::Position fmjd = draughts::Position::start(draughts::Game::kInternational);
  const draughts::Position russian = draughts::Position::start(draughts::Game::kRussian);
  print("chess (baseline)", chess, chess);
  print("draughts-fmjd", measure([&](int d) { return fmjd.perft(d); }, seconds), chess);
  print("draughts-russian", measure([&](int d) { return russian.perft(d); }, seconds), chess);
  return 0;
}
