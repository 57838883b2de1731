// A game's identity in a round file, from its tags, so that the same board is the same game
// after the file is rewritten, reordered or shortened: "Event|Site|Round|Board" when a Board tag
// is there (DGT LiveChess, lichess broadcasts), else "Event|Site|Round|White|Black". A key
// that an earlier game of the same file already has gets "#2", "#3", ... in file order.
#pragma once

#include <string>
#include <vector>

#include "pgn/pgn_game.h"

namespace drawbridge::watch {

// The key from the tags alone (the values unescaped, as the file has their bytes).
std::string tag_key(const pgn::PgnGame& game);

// The keys of one file's games in file order, repeats numbered.
class FileKeys {
 public:
  void clear() { keys_.clear(); }
  // The key of the game at `index` (each index from 0 on, once per reading of the file).
  std::string key_at(std::size_t index, const pgn::PgnGame& game);

 private:
  std::vector<std::string> keys_;  // tag keys by index
};

}  // namespace drawbridge::watch
