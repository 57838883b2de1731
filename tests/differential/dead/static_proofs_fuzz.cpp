// Soundness of the static proofs (material, blocked pawns, reach saturation) against a plain exhaustive search.
//
//   static_proofs_fuzz [--variants N] [--nodes N] [--seed S] FILE...
//
// For every labelled position of FILE and N seeded variants of it (minor pieces removed or
// moved, kings moved, either side to move, castling rights kept where still lawful; variants
// that are not legal positions are skipped), each "cannot mate" of material_proof, blocked_pawns_forbid_mate or
// saturated_reach_forbids_mate is
// checked by a depth-first search of every reachable position with no pruning at all: a mate
// found there is an unsound proof (exit status 1). Searches that exceed the node limit count
// as unverified.
#include <algorithm>
#include <cstdio>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "rules/chess/fen.h"
#include "rules/dead/blocked_pawns.h"
#include "rules/dead/material.h"
#include "rules/dead/reach_saturation.h"
#include "tests/differential/dead/board_text.h"
#include "tests/differential/dead/labelled_positions.h"
#include "tests/differential/dead/plain_search.h"

namespace {

using namespace drawbridge;
using chess::Color;
using dead::testing::board_from;
using dead::testing::Plain;
using dead::testing::plain_search;
using dead::testing::squares_of;

std::string board_of(const std::string& fen) { return fen.substr(0, fen.find(' ')); }

// The castling field of a FEN ("-" when it has none).
std::string castling_of(const std::string& fen) {
  std::istringstream fields(fen);
  std::string board, side, castling = "-";
  fields >> board >> side >> castling;
  return castling;
}

// A variant keeps the castling rights of its position where they stay lawful (kings and rooks
// unmoved), so that the proofs meet castling paths with and without walls on them.
std::string variant(const std::string& fen, std::mt19937& rng) {
  std::string sq = squares_of(board_of(fen));
  auto empty_square = [&]() {
    for (;;) {
      const int s = int(rng() % 64);
      if (sq[s] == '.') return s;
    }
  };
  std::vector<int> minors;
  for (int s = 0; s < 64; ++s)
    if (std::string("NBnb").find(sq[s]) != std::string::npos) minors.push_back(s);
  std::shuffle(minors.begin(), minors.end(), rng);
  const std::size_t keep = rng() % 3;
  for (std::size_t i = 0; i < minors.size(); ++i) {
    const char piece = sq[minors[i]];
    sq[minors[i]] = '.';
    if (i < keep) sq[empty_square()] = piece;
  }
  for (const char king : {'K', 'k'}) {
    if (rng() % 3) continue;
    const int from = int(sq.find(king));
    sq[from] = '.';
    sq[empty_square()] = king;
  }
  return board_from(sq) + (rng() % 2 ? " w " : " b ") + castling_of(fen) + " - 0 1";
}

}  // namespace

int main(int argc, char** argv) {
  int variants = 20;
  std::uint64_t nodes = 200000;
  unsigned seed = 20261130;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--variants" && i + 1 < argc)
      variants = std::stoi(argv[++i]);
    else if (arg == "--nodes" && i + 1 < argc)
      nodes = std::stoull(argv[++i]);
    else if (arg == "--seed" && i + 1 < argc)
      seed = unsigned(std::stoul(argv[++i]));
    else
      files.push_back(arg);
  }
  std::mt19937 rng(seed);
  std::size_t claims = 0, verified = 0, too_big = 0, unsound = 0, positions = 0;
  for (const std::string& path : files) {
    std::vector<dead::testing::LabelledPosition> labelled;
    std::string error;
    if (!dead::testing::read_labelled_positions(path, labelled, error)) {
      std::fprintf(stderr, "%s\n", error.c_str());
      return 2;
    }
    for (const auto& lp : labelled) {
      std::vector<std::string> fens = {lp.fen};
      for (int v = 0; v < variants; ++v) fens.push_back(variant(lp.fen, rng));
      for (const std::string& fen : fens) {
        auto pos = chess::parse_fen(fen);
        // Without its castling rights where they are not lawful any more (a king or rook moved).
        if (!pos.ok() && castling_of(fen) != "-")
          pos = chess::parse_fen(fen.substr(0, fen.find(' ', fen.find(' ') + 1)) + " - - 0 1");
        if (!pos.ok()) continue;
        ++positions;
        for (const Color side : {chess::kWhite, chess::kBlack}) {
          const bool claimed = !dead::material_proof(*pos, side).empty() ||
                               dead::blocked_pawns_forbid_mate(*pos, side) ||
                               dead::saturated_reach_forbids_mate(*pos, side);
          if (!claimed) continue;
          ++claims;
          switch (plain_search(*pos, side, nodes)) {
            case Plain::kMate:
              ++unsound;
              std::printf("UNSOUND %s: %s can mate\n", fen.c_str(), side == chess::kWhite ? "white" : "black");
              break;
            case Plain::kNoMate: ++verified; break;
            case Plain::kTooBig: ++too_big; break;
          }
        }
      }
    }
  }
  std::printf(
      "%zu positions, %zu static cannot-mate claims: %zu confirmed by plain search, %zu too big to check, "
      "%zu unsound\n",
      positions, claims, verified, too_big, unsound);
  return unsound == 0 ? 0 : 1;
}
