// The generator of tests/data/dead/walled.txt: positions of the kinds the decider used to
// leave undecided (long locked pawn chains, bishops of one colour, kings walled in behind
// them), each labelled, printed in the format of the other labelled files.
//
//   walled_positions [--count N] [--seed S] [--nodes N] [--min-nodes N]
//
// A candidate is a locked chain (a white pawn head to head with a black one on most files, the
// heads a king's step apart from file to file, so that pawns defend each other), the kings on
// their own sides of it, one to three bishops per side on one square colour each, either side
// to move. Its label is the decider's at the default budget, kept only when it is proved
// independently: every "cannot mate" by the plain exhaustive search with no pruning
// (plain_search.h) within --nodes positions; every "can mate" is a witness that the data test
// replays in chessops. Candidates that the decider settles in fewer than --min-nodes search
// nodes (both sides) are skipped: they are not the kind that was undecided.
#include <algorithm>
#include <array>
#include <cstdio>
#include <random>
#include <string>

#include "rules/chess/fen.h"
#include "rules/dead/mate_decider.h"
#include "tests/differential/dead/board_text.h"
#include "tests/differential/dead/plain_search.h"

namespace {

using namespace drawbridge;
using dead::testing::board_from;

std::string candidate(std::mt19937& rng) {
  std::string sq(64, '.');
  std::array<int, 8> head{};  // the rank of each file's white pawn, -1 for none
  int rank = 1 + int(rng() % 5);
  for (int file = 0; file < 8; ++file) {
    rank = std::clamp(rank + (rng() % 2 ? 1 : -1), 1, 5);
    head[file] = rng() % 16 ? rank : -1;
    if (head[file] < 0) continue;
    sq[head[file] * 8 + file] = 'P';
    sq[(head[file] + 1) * 8 + file] = 'p';
  }
  auto place = [&](char piece, bool white_side, int colour) {
    for (int tries = 0; tries < 200; ++tries) {
      const int s = int(rng() % 64), file = s % 8, r = s / 8;
      const int wall = head[file] < 0 ? 4 : head[file];
      if (sq[s] != '.' || (white_side ? r > wall : r <= wall)) continue;
      if (colour >= 0 && (file + r) % 2 != colour) continue;
      sq[s] = piece;
      return;
    }
  };
  place('K', true, -1);
  place('k', false, -1);
  const int white_colour = int(rng() % 2), black_colour = int(rng() % 2);
  for (int i = 1 + int(rng() % 3); i > 0; --i) place('B', rng() % 4 != 0, white_colour);
  for (int i = 1 + int(rng() % 3); i > 0; --i) place('b', rng() % 4 == 0, black_colour);
  return board_from(sq) + (rng() % 2 ? " w - -" : " b - -");
}

}  // namespace

int main(int argc, char** argv) {
  int count = 50;
  unsigned seed = 20261201;
  std::uint64_t nodes = 1'000'000, min_nodes = 20'000;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string arg = argv[i];
    if (arg == "--count") count = std::stoi(argv[i + 1]);
    if (arg == "--seed") seed = unsigned(std::stoul(argv[i + 1]));
    if (arg == "--nodes") nodes = std::stoull(argv[i + 1]);
    if (arg == "--min-nodes") min_nodes = std::stoull(argv[i + 1]);
  }
  std::mt19937 rng(seed);
  for (int found = 0, tries = 0; found < count && tries < 200000; ++tries) {
    const std::string fen = candidate(rng);
    const auto pos = chess::parse_fen(fen);
    if (!pos.ok() || !pos->has_legal_move()) continue;
    const dead::MateVerdict white = dead::decide_can_mate(*pos, chess::kWhite);
    const dead::MateVerdict black = dead::decide_can_mate(*pos, chess::kBlack);
    if (white.nodes + black.nodes < min_nodes) continue;  // easy: not the kind that was undecided
    bool proved = true;
    for (const auto* v : {&white, &black}) {
      if (v->answer == dead::MateAnswer::kUnknown) proved = false;
      const chess::Color side = v == &white ? chess::kWhite : chess::kBlack;
      if (proved && v->answer == dead::MateAnswer::kCannotMate)
        proved = dead::testing::plain_search(*pos, side, nodes) == dead::testing::Plain::kNoMate;
    }
    if (!proved) continue;
    std::printf("%c%c %s\n", white.answer == dead::MateAnswer::kCanMate ? 'W' : '-',
                black.answer == dead::MateAnswer::kCanMate ? 'B' : '-', fen.c_str());
    std::fflush(stdout);
    ++found;
  }
  return 0;
}
