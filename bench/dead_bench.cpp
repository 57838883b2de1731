// The dead-position decider's time per position, both sides decided (White can mate? Black
// can mate?), over labelled positions (tests/data/README.md): median, p99 and max against the
// goals (median <= 40 us, p99 <= 1 ms and mean <= 66 us, that is 33 us a side, on lichess-65k;
// max <= 50 ms on test-vector), how many positions take over 50 ms, and the same per side. Beside them, CHA's figures
// measured on this machine (DESIGN.md: lichess-65k, both sides, median 143-150 us, p99 4.9-5.2 ms), and the ratio of
// CHA's median (the lower one) to this run's.
//
//   dead_bench [--limit N] [--worst N] [FILE...]   (default: lichess-65k.txt and test-vector.txt
//                                       of the shared data, walled.txt of the unpacked test data;
//                                       --worst N lists the N sides that searched the most nodes)
// Each decision is timed once (no warm-up loop: the positions are many and different).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "rules/chess/fen.h"
#include "rules/dead/mate_decider.h"
#include "tests/differential/dead/labelled_positions.h"
#include "tests/support/shared_data.h"

namespace {

using namespace drawbridge;

struct Distribution {
  std::vector<double> micros;
  double at(double q) const {
    if (micros.empty()) return 0;
    std::vector<double> v = micros;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
  }
  double max() const { return micros.empty() ? 0 : *std::max_element(micros.begin(), micros.end()); }
  double mean() const { return micros.empty() ? 0 : total() / double(micros.size()); }
  std::size_t over(double limit) const {
    return static_cast<std::size_t>(std::count_if(micros.begin(), micros.end(), [&](double x) { return x > limit; }));
  }
  double total() const {
    double t = 0;
    for (const double x : micros) t += x;
    return t;
  }
};

constexpr double kChaMedianMicros = 143, kChaP99Micros = 4900;

void print(const char* what, const Distribution& d, bool with_goal) {
  std::printf("  %-22s mean %9.1f us  median %9.1f us  p99 %10.1f us  max %11.1f us  over 50 ms %zu  total %8.2f s",
              what, d.mean(), d.at(0.5), d.at(0.99), d.max(), d.over(50000), d.total() / 1e6);
  if (with_goal)
    std::printf(
        "\n  %-22s goal median <= 40 us: %s, p99 <= 1000 us: %s, mean <= 66 us (33 us a side): %s, max <= 50 ms: "
        "%s; CHA (lichess-65k) median 143-150 us, p99 4.9-5.2 ms: CHA's median / this median %.2f, CHA's p99 / "
        "this p99 %.2f",
        "", d.at(0.5) <= 40 ? "met" : "MISSED", d.at(0.99) <= 1000 ? "met" : "MISSED",
        d.mean() <= 66 ? "met" : "MISSED", d.max() <= 50000 ? "met" : "MISSED", kChaMedianMicros / d.at(0.5),
        kChaP99Micros / d.at(0.99));
  std::printf("\n");
}

double time_micros(const chess::Position& pos, chess::Color side, dead::MateVerdict& out) {
  const auto start = std::chrono::steady_clock::now();
  out = dead::decide_can_mate(pos, side);
  return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
}

struct Side {
  std::uint64_t nodes;
  double micros;
  std::string fen, what;
};

// The sides that searched the most nodes (a figure the machine's load does not move), most first.
void print_worst(std::vector<Side>& sides, std::size_t count) {
  count = std::min(count, sides.size());
  std::partial_sort(sides.begin(), sides.begin() + std::ptrdiff_t(count), sides.end(),
                    [](const Side& a, const Side& b) { return a.nodes > b.nodes; });
  for (std::size_t i = 0; i < count; ++i)
    std::printf("  %9llu nodes %10.1f us  %s  %s\n", static_cast<unsigned long long>(sides[i].nodes), sides[i].micros,
                sides[i].what.c_str(), sides[i].fen.c_str());
}

int bench_file(const std::string& path, std::size_t limit, std::size_t worst) {
  std::vector<dead::testing::LabelledPosition> positions;
  std::string error;
  if (!dead::testing::read_labelled_positions(path, positions, error)) {
    std::fprintf(stderr, "%s\n", error.c_str());
    return 2;
  }
  if (limit && positions.size() > limit) positions.resize(limit);
  Distribution both, white, black;
  std::size_t unknown = 0, wrong = 0;
  std::uint64_t nodes = 0;
  std::vector<std::uint64_t> node_counts;
  std::vector<Side> sides;
  for (const auto& lp : positions) {
    const auto pos = chess::parse_fen(lp.fen);
    if (!pos.ok()) {
      std::fprintf(stderr, "%s:%d: %s\n", path.c_str(), lp.line, std::string(pos.status().message()).c_str());
      return 2;
    }
    dead::MateVerdict w, b;
    const double tw = time_micros(*pos, chess::kWhite, w);
    const double tb = time_micros(*pos, chess::kBlack, b);
    white.micros.push_back(tw);
    black.micros.push_back(tb);
    both.micros.push_back(tw + tb);
    nodes += w.nodes + b.nodes;
    node_counts.push_back(w.nodes + b.nodes);
    if (worst) {
      const auto what = [](const char* side, const dead::MateVerdict& v) {
        const std::string answer = std::string(side) + " " + std::string(dead::mate_answer_name(v.answer));
        return v.why.empty() ? answer : answer + " (" + v.why + ")";
      };
      sides.push_back({w.nodes, tw, lp.fen, what("white", w)});
      sides.push_back({b.nodes, tb, lp.fen, what("black", b)});
    }
    for (const auto* v : {&w, &b}) unknown += v->answer == dead::MateAnswer::kUnknown;
    wrong += (w.answer == dead::MateAnswer::kCanMate) != lp.white_can_mate && w.answer != dead::MateAnswer::kUnknown;
    wrong += (b.answer == dead::MateAnswer::kCanMate) != lp.black_can_mate && b.answer != dead::MateAnswer::kUnknown;
  }
  std::sort(node_counts.begin(), node_counts.end());
  std::printf(
      "%s: %zu positions, %zu wrong, %zu unknown, search nodes per position (both sides): mean %.0f, "
      "median %llu, p99 %llu\n",
      path.c_str(), positions.size(), wrong, unknown,
      positions.empty() ? 0.0 : double(nodes) / double(positions.size()),
      node_counts.empty() ? 0ULL : static_cast<unsigned long long>(node_counts[node_counts.size() / 2]),
      node_counts.empty() ? 0ULL : static_cast<unsigned long long>(node_counts[node_counts.size() * 99 / 100]));
  print("both sides", both, true);
  print("white can mate?", white, false);
  print("black can mate?", black, false);
  print_worst(sides, worst);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> files;
  std::size_t limit = 0, worst = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--limit" && i + 1 < argc)
      limit = std::stoul(argv[++i]);
    else if (arg == "--worst" && i + 1 < argc)
      worst = std::stoul(argv[++i]);
    else
      files.push_back(arg);
  }
  if (files.empty()) {
    files = {drawbridge::testing::shared_data_file("dead/lichess-65k.txt"),
             drawbridge::testing::shared_data_file("dead/test-vector.txt"),
             std::string(DRAWBRIDGE_TEST_DATA) + "/dead/walled.txt"};
  }
  for (const std::string& f : files)
    if (const int rc = bench_file(f, limit, worst); rc != 0) return rc;
  return 0;
}
