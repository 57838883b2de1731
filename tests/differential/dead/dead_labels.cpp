// The decider against the labelled positions of tests/data/dead: every answer must match the
// label (0 wrong), none may be unknown at the default budget, and every witness must replay
// legally in drawbridge's own core and end in checkmate by the side it is for.
//
//   dead_labels [--witnesses OUT] [--every N] [--limit N] FILE...
//
// --every N keeps every N-th position of each file (a deterministic sample), --limit N the
// first N of those.
//
// OUT receives every witness as `side<TAB>fen<TAB>uci moves` (side "white" or "black") for
// the independent replay by chessops (tests/chessops/dead_witnesses.mjs).
// Exit status 0 only when everything holds. Prints counts and the time per position (both
// sides decided), median, p99 and max.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "rules/dead/mate_decider.h"
#include "tests/differential/dead/labelled_positions.h"

namespace {

using namespace drawbridge;
using chess::Color;

// Replays the witness; empty on success, else what went wrong.
std::string replay_problem(const chess::Position& start, Color side, const std::vector<chess::Move>& witness) {
  chess::Position pos = start;
  for (const chess::Move m : witness) {
    if (!pos.is_legal(m)) return "illegal move " + chess::to_uci(pos, m);
    pos.make_move(m);
  }
  if (!pos.is_checkmate()) return "does not end in checkmate";
  if (pos.side_to_move() == side) return "ends in checkmate of the wrong side";
  return {};
}

std::string uci_line(const chess::Position& start, const std::vector<chess::Move>& witness) {
  chess::Position pos = start;
  std::string out;
  for (const chess::Move m : witness) {
    if (!out.empty()) out += ' ';
    out += chess::to_uci(pos, m);
    pos.make_move(m);
  }
  return out;
}

struct Counts {
  std::size_t positions = 0, wrong = 0, unknown = 0, bad_witness = 0, can = 0, cannot = 0;
  std::uint64_t nodes = 0;
  std::vector<double> micros;
};

double percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
}

bool run_file(const std::string& path, std::ofstream* witnesses, std::size_t limit, std::size_t every, Counts& counts) {
  std::vector<dead::testing::LabelledPosition> positions;
  std::string error;
  if (!dead::testing::read_labelled_positions(path, positions, error)) {
    std::fprintf(stderr, "%s\n", error.c_str());
    return false;
  }
  Counts file_counts;
  if (every > 1) {
    std::vector<dead::testing::LabelledPosition> sample;
    for (std::size_t i = 0; i < positions.size(); i += every) sample.push_back(positions[i]);
    positions.swap(sample);
  }
  if (limit && positions.size() > limit) positions.resize(limit);
  for (const auto& lp : positions) {
    auto pos = chess::parse_fen(lp.fen);
    if (!pos.ok()) {
      std::fprintf(stderr, "%s:%d: bad FEN: %s\n", path.c_str(), lp.line, std::string(pos.status().message()).c_str());
      return false;
    }
    const auto start = std::chrono::steady_clock::now();
    const dead::MateVerdict white = dead::decide_can_mate(*pos, chess::kWhite);
    const dead::MateVerdict black = dead::decide_can_mate(*pos, chess::kBlack);
    const auto stop = std::chrono::steady_clock::now();
    file_counts.micros.push_back(std::chrono::duration<double, std::micro>(stop - start).count());
    ++file_counts.positions;
    for (const Color side : {chess::kWhite, chess::kBlack}) {
      const dead::MateVerdict& v = side == chess::kWhite ? white : black;
      const bool expected = side == chess::kWhite ? lp.white_can_mate : lp.black_can_mate;
      const char* name = side == chess::kWhite ? "white" : "black";
      file_counts.nodes += v.nodes;
      if (v.answer == dead::MateAnswer::kUnknown) {
        ++file_counts.unknown;
        std::printf("UNKNOWN %s:%d %s %s (%llu nodes)\n", path.c_str(), lp.line, name, lp.fen.c_str(),
                    static_cast<unsigned long long>(v.nodes));
        continue;
      }
      const bool can = v.answer == dead::MateAnswer::kCanMate;
      ++(can ? file_counts.can : file_counts.cannot);
      if (can != expected) {
        ++file_counts.wrong;
        std::printf("WRONG %s:%d %s %s: %s (%s)\n", path.c_str(), lp.line, name, lp.fen.c_str(),
                    std::string(dead::mate_answer_name(v.answer)).c_str(),
                    can ? uci_line(*pos, v.witness).c_str() : v.why.c_str());
      }
      if (!can) continue;
      const std::string problem = replay_problem(*pos, side, v.witness);
      if (!problem.empty()) {
        ++file_counts.bad_witness;
        std::printf("BAD WITNESS %s:%d %s %s: %s\n", path.c_str(), lp.line, name, lp.fen.c_str(), problem.c_str());
      }
      if (witnesses) *witnesses << name << '\t' << lp.fen << '\t' << uci_line(*pos, v.witness) << '\n';
    }
  }
  const auto& m = file_counts.micros;
  std::printf(
      "%s: %zu positions, %zu can-mate and %zu cannot-mate answers, %zu wrong, %zu unknown, %zu bad witnesses, "
      "%llu nodes; per position (both sides): median %.1f us, p99 %.1f us, max %.1f us\n",
      path.c_str(), file_counts.positions, file_counts.can, file_counts.cannot, file_counts.wrong, file_counts.unknown,
      file_counts.bad_witness, static_cast<unsigned long long>(file_counts.nodes), percentile(m, 0.5),
      percentile(m, 0.99), m.empty() ? 0.0 : *std::max_element(m.begin(), m.end()));
  counts.positions += file_counts.positions;
  counts.wrong += file_counts.wrong;
  counts.unknown += file_counts.unknown;
  counts.bad_witness += file_counts.bad_witness;
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::ofstream witnesses;
  std::vector<std::string> files;
  std::size_t limit = 0;  // positions per file, 0 for all
  std::size_t every = 1;  // every n-th position of each file
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--witnesses" && i + 1 < argc) {
      witnesses.open(argv[++i]);
      if (!witnesses) {
        std::fprintf(stderr, "cannot write %s\n", argv[i]);
        return 2;
      }
    } else if (arg == "--limit" && i + 1 < argc) {
      limit = std::stoul(argv[++i]);
    } else if (arg == "--every" && i + 1 < argc) {
      every = std::stoul(argv[++i]);
    } else {
      files.push_back(arg);
    }
  }
  if (files.empty()) {
    std::fprintf(stderr, "usage: dead_labels [--witnesses OUT] FILE...\n");
    return 2;
  }
  Counts counts;
  for (const std::string& f : files)
    if (!run_file(f, witnesses.is_open() ? &witnesses : nullptr, limit, every, counts)) return 2;
  std::printf("total: %zu positions, %zu wrong, %zu unknown, %zu bad witnesses\n", counts.positions, counts.wrong,
              counts.unknown, counts.bad_witness);
  return counts.wrong == 0 && counts.unknown == 0 && counts.bad_witness == 0 ? 0 : 1;
}
