// The cost of a Syzygy probe through rules/tablebases against a bare Fathom call, on the
// positions of the shared tb/syzygy.expected.jsonl (every 3- and 4-piece table and KBBvKN),
// in the same run:
//
//   bare WDL      tb_probe_wdl on bitboards made beforehand
//   Tablebase WDL Tablebase::probe_wdl on a chess::Position (its bitboards made in the call)
//   bare root     tb_probe_root (Fathom's DTZ probe) on bitboards made beforehand
//   Tablebase     Tablebase::probe: WDL and DTZ
//
// Each loop runs over all positions ROUNDS times (default 20); the fastest of 3 passes is kept.
//   tablebase_bench [ROUNDS]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include <boost/json.hpp>

#include <tbprobe.h>
#include "rules/chess/fen.h"
#include "rules/tablebases/tablebase.h"
#include "tests/support/shared_data.h"

namespace {

using namespace drawbridge;
using Clock = std::chrono::steady_clock;

struct Bare {
  std::uint64_t white, black, kings, queens, rooks, bishops, knights, pawns;
  unsigned ep;
  bool turn;
};

Bare bare(const chess::Position& p) {
  return {
      p.pieces(chess::kWhite),          p.pieces(chess::kBlack), p.pieces(chess::kKing),
      p.pieces(chess::kQueen),          p.pieces(chess::kRook),  p.pieces(chess::kBishop),
      p.pieces(chess::kKnight),         p.pieces(chess::kPawn),  p.has_legal_ep_capture() ? unsigned(p.ep_square()) : 0,
      p.side_to_move() == chess::kWhite};
}

// Microseconds per position, the fastest of 3 passes of `rounds` loops over n positions, after
// one pass untimed (Fathom maps each table at its first probe).
double micros(std::size_t n, int rounds, const std::function<long(std::size_t)>& probe) {
  double best = 1e300;
  long sink = 0;
  for (std::size_t i = 0; i < n; ++i) sink += probe(i);
  for (int pass = 0; pass < 3; ++pass) {
    const Clock::time_point start = Clock::now();
    for (int r = 0; r < rounds; ++r)
      for (std::size_t i = 0; i < n; ++i) sink += probe(i);
    best = std::min(best, std::chrono::duration<double, std::micro>(Clock::now() - start).count() / (n * rounds));
  }
  if (sink == 42) std::puts("");  // keeps the probes from being optimised away
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const int rounds = argc > 1 ? std::atoi(argv[1]) : 20;
  const std::string oracle = testing::shared_data_file("../tb/syzygy.expected.jsonl");
  const std::string folder = testing::shared_data_file("../tb/syzygy");
  absl::StatusOr<std::shared_ptr<tb::Tablebase>> tables = tb::Tablebase::open({folder});
  if (!tables.ok()) {
    std::fprintf(stderr, "tablebase_bench: %s\n", std::string(tables.status().message()).c_str());
    return 1;
  }
  std::vector<chess::Position> positions;
  std::vector<Bare> boards;
  std::ifstream in(oracle);
  for (std::string line; std::getline(in, line);) {
    const auto fen = boost::json::parse(line).as_object().at("fen").as_string();
    positions.push_back(*chess::parse_fen(std::string(fen)));
    boards.push_back(bare(positions.back()));
  }
  const std::size_t n = positions.size();
  const tb::Tablebase& t = **tables;
  const double bare_wdl = micros(n, rounds, [&](std::size_t i) {
    const Bare& b = boards[i];
    return long(
        tb_probe_wdl(b.white, b.black, b.kings, b.queens, b.rooks, b.bishops, b.knights, b.pawns, 0, 0, b.ep, b.turn));
  });
  const double ours_wdl = micros(n, rounds, [&](std::size_t i) { return long(t.probe_wdl(positions[i])->wdl); });
  const double bare_root = micros(n, rounds, [&](std::size_t i) {
    const Bare& b = boards[i];
    return long(tb_probe_root(b.white, b.black, b.kings, b.queens, b.rooks, b.bishops, b.knights, b.pawns, 0, 0, b.ep,
                              b.turn, nullptr));
  });
  const double ours_both =
      micros(n, rounds, [&](std::size_t i) { return long(t.probe(positions[i])->dtz.value_or(0)); });
  std::printf("%zu positions x %d rounds, fastest of 3 passes, us per probe\n", n, rounds);
  std::printf("WDL:        bare tb_probe_wdl %.3f  Tablebase::probe_wdl %.3f  ratio %.2f\n", bare_wdl, ours_wdl,
              ours_wdl / bare_wdl);
  std::printf("WDL + DTZ:  bare tb_probe_wdl + tb_probe_root %.3f  Tablebase::probe %.3f  ratio %.2f\n",
              bare_wdl + bare_root, ours_both, ours_both / (bare_wdl + bare_root));
  return 0;
}
