// A FEN board as 64 characters (a1 first, '.' for an empty square) and back: the test tools'
// way to move men around.
#pragma once

#include <string>

namespace drawbridge::dead::testing {

inline std::string squares_of(const std::string& board) {
  std::string sq(64, '.');
  int rank = 7, file = 0;
  for (const char ch : board) {
    if (ch == '/') {
      --rank;
      file = 0;
    } else if (ch >= '1' && ch <= '8') {
      file += ch - '0';
    } else {
      sq[rank * 8 + file++] = ch;
    }
  }
  return sq;
}

inline std::string board_from(const std::string& sq) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const char ch = sq[rank * 8 + file];
      if (ch == '.') {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty);
      empty = 0;
      out += ch;
    }
    if (empty) out += char('0' + empty);
    if (rank) out += '/';
  }
  return out;
}

}  // namespace drawbridge::dead::testing
