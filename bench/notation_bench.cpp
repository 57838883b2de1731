// Notation speed on real games, each against a baseline measured in the same run:
//   parse_uci_move  vs  the naive way (generate legal moves, print each, compare strings);
//   parse_san       vs  the same naive way with to_san;
//   to_fen + parse_fen  vs  one legal move generation of the same position.
// Usage: notation_bench HUMAN.tsv [GAMES]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "rules/chess/fen.h"
#include "rules/chess/san.h"
#include "rules/chess/uci_move.h"

namespace {

using namespace drawbridge::chess;

struct Ply {
  Position before;
  std::string uci;
  std::string san;
};

std::vector<Ply> load_plies(const char* tsv, int games) {
  std::ifstream in(tsv);
  std::vector<Ply> plies;
  for (std::string line; games-- > 0 && std::getline(in, line);) {
    std::istringstream moves(line.substr(line.find('\t') + 1));
    Position pos = Position::startpos();
    for (std::string uci; moves >> uci;) {
      const Move m = parse_uci_move(pos, uci).value();
      plies.push_back({pos, uci, to_san(pos, m)});
      pos.make_move(m);
    }
  }
  return plies;
}

// Nanoseconds per ply of `work`, best of five passes over all plies.
double ns_per_ply(const std::vector<Ply>& plies, const std::function<std::size_t(const Ply&)>& work) {
  double best = 1e300;
  std::size_t sink = 0;
  for (int pass = 0; pass < 5; ++pass) {
    const auto start = std::chrono::steady_clock::now();
    for (const Ply& ply : plies) sink += work(ply);
    const std::chrono::duration<double, std::nano> elapsed = std::chrono::steady_clock::now() - start;
    best = std::min(best, elapsed.count() / double(plies.size()));
  }
  if (sink == 42) std::puts("");  // keeps the work observable
  return best;
}

Move naive_find(const Position& pos, const std::string& text, std::string (*print)(const Position&, Move)) {
  for (const Move m : pos.legal_moves()) {
    if (print(pos, m) == text) return m;
  }
  return Move::none();
}

void report(const char* what, double measured, const char* baseline_name, double baseline) {
  std::printf("%-22s %8.1f ns/ply   %-44s %8.1f ns/ply   ratio %.2f\n", what, measured, baseline_name, baseline,
              measured / baseline);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: notation_bench HUMAN.tsv [GAMES]\n");
    return 2;
  }
  if (!std::ifstream(argv[1])) {
    std::fprintf(stderr, "notation_bench: cannot read %s\n", argv[1]);
    return 2;
  }
  const std::vector<Ply> plies = load_plies(argv[1], argc > 2 ? std::atoi(argv[2]) : 500);
  std::printf("%zu plies\n", plies.size());
  report("parse_uci_move", ns_per_ply(plies, [](const Ply& p) { return parse_uci_move(p.before, p.uci)->raw(); }),
         "baseline: legal moves + to_uci + compare",
         ns_per_ply(plies, [](const Ply& p) { return naive_find(p.before, p.uci, to_uci).raw(); }));
  report("parse_san", ns_per_ply(plies, [](const Ply& p) { return parse_san(p.before, p.san)->raw(); }),
         "baseline: legal moves + to_san + compare",
         ns_per_ply(plies, [](const Ply& p) { return naive_find(p.before, p.san, to_san).raw(); }));
  report("to_fen + parse_fen",
         ns_per_ply(plies, [](const Ply& p) { return std::size_t(parse_fen(to_fen(p.before))->key()); }),
         "baseline: legal_moves()", ns_per_ply(plies, [](const Ply& p) { return p.before.legal_moves().size(); }));
  return 0;
}
