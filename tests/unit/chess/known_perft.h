// Hand-picked positions with their perft counts (from Stockfish 15.1's `go perft`): the start,
// the positions every move generator is tried on (castling through attacks, promotions, en
// passant pins and discovered checks), and Chess960 starts in Shredder-FEN. The project's own
// perft cases and the starts of the notation tests' random playouts.
#pragma once

#include <cstdint>
#include <vector>

namespace drawbridge::chess::samples {

struct KnownPerft {
  const char* fen;
  bool chess960 = false;
  std::vector<std::uint64_t> nodes;  // nodes[d - 1]: perft(d)
};

inline const std::vector<KnownPerft>& known_perft() {
  static const std::vector<KnownPerft> positions = {
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false, {20, 400, 8902, 197281, 4865609}},
      {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false, {48, 2039, 97862, 4085603}},
      {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false, {14, 191, 2812, 43238, 674624}},
      {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", false, {6, 264, 9467, 422333}},
      {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", false, {44, 1486, 62379, 2103487}},
      {"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", false, {46, 2079, 89890, 3894594}},
      {"8/8/8/KPp4r/8/8/8/6k1 w - c6 0 2", false, {4, 68, 317, 5621}},
      {"8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", false, {6, 136, 863, 20471}},
      {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", false, {24, 496, 9483, 182838}},
      {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", false, {26, 568, 13744, 314346}},
      {"r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", false, {44, 1494, 50509, 1720476}},
      {"4k3/8/8/8/8/8/8/4K2R w K - 0 1", false, {15, 66, 1197, 7059, 133987}},
      {"8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", false, {15, 126, 1928, 13931, 206379}},
      {"K1k5/8/P7/8/8/8/8/8 w - - 0 1", false, {2, 6, 13, 63, 382, 2217}},
      {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true, {21, 528, 12189, 326672}},
      {"2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", true, {21, 807, 18002, 667366}},
      {"1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9", true, {29, 502, 14569, 287739}},
      {"qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", true, {22, 593, 13440, 382958}},
  };
  return positions;
}

}  // namespace drawbridge::chess::samples
