// The labelled positions of tests/data/dead: "WB fen", "W- fen", "-B fen", "-- fen" per line
// (which sides can still mate), '#' lines are comments. Shared by the data test and the bench.
#pragma once

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

namespace drawbridge::dead::testing {

struct LabelledPosition {
  int line = 0;
  bool white_can_mate = false;
  bool black_can_mate = false;
  std::string fen;
};

// False when the file cannot be read or a line is not of the form above.
inline bool read_labelled_positions(const std::string& path, std::vector<LabelledPosition>& out, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = "cannot read " + path;
    return false;
  }
  std::string text;
  for (int n = 1; std::getline(in, text); ++n) {
    if (text.empty() || text[0] == '#') continue;
    if (text.size() < 4 || text[2] != ' ' || (text[0] != 'W' && text[0] != '-') || (text[1] != 'B' && text[1] != '-')) {
      error = path + ":" + std::to_string(n) + ": not a labelled position";
      return false;
    }
    std::string fen = text.substr(3);
    // A few lines of test-vector.txt stop after the side to move: no castling, no en passant.
    const auto fields = std::count(fen.begin(), fen.end(), ' ') + 1;
    if (fields == 2) fen += " - -";
    out.push_back({n, text[0] == 'W', text[1] == 'B', fen});
  }
  return true;
}

}  // namespace drawbridge::dead::testing
