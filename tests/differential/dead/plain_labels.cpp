// The "cannot mate" labels of a labelled file checked by the plain exhaustive search with no
// pruning (plain_search.h), independently of the decider: each must exhaust every reachable
// position within --nodes without a mate. ("Can mate" labels are checked by dead_labels, whose
// witnesses chessops replays.)
//
//   plain_labels [--nodes N] FILE...
//
// Exit status 0 only when every "cannot mate" label is confirmed.
#include <cstdio>
#include <string>
#include <vector>

#include "rules/chess/fen.h"
#include "tests/differential/dead/labelled_positions.h"
#include "tests/differential/dead/plain_search.h"

int main(int argc, char** argv) {
  using namespace drawbridge;
  std::uint64_t nodes = 1'000'000;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--nodes" && i + 1 < argc)
      nodes = std::stoull(argv[++i]);
    else
      files.push_back(arg);
  }
  std::size_t labels = 0, confirmed = 0;
  for (const std::string& path : files) {
    std::vector<dead::testing::LabelledPosition> positions;
    std::string error;
    if (!dead::testing::read_labelled_positions(path, positions, error)) {
      std::fprintf(stderr, "%s\n", error.c_str());
      return 2;
    }
    for (const auto& lp : positions) {
      const auto pos = chess::parse_fen(lp.fen);
      if (!pos.ok()) {
        std::printf("BAD FEN %s:%d %s\n", path.c_str(), lp.line, lp.fen.c_str());
        continue;
      }
      for (const chess::Color side : {chess::kWhite, chess::kBlack}) {
        if (side == chess::kWhite ? lp.white_can_mate : lp.black_can_mate) continue;
        ++labels;
        const dead::testing::Plain result = dead::testing::plain_search(*pos, side, nodes);
        if (result == dead::testing::Plain::kNoMate) {
          ++confirmed;
          continue;
        }
        std::printf("%s %s:%d %s %s\n", result == dead::testing::Plain::kMate ? "MATE FOUND" : "TOO BIG", path.c_str(),
                    lp.line, side == chess::kWhite ? "white" : "black", lp.fen.c_str());
      }
    }
  }
  std::printf("%zu cannot-mate labels, %zu confirmed by plain search\n", labels, confirmed);
  return confirmed == labels ? 0 : 1;
}
