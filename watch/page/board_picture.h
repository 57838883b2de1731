// The diagram of each board: render's SVG board of the board's FEN, chess's or draughts' (the
// board says which draughts game its FEN is of), which the page's board line carries as its "svg"
// field.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "watch/watch_item.h"

namespace drawbridge::watch {

class BoardPictures {
 public:
  // The picture of the board of the game `key`. The last move is marked when this game's
  // previous board was the position one ply before: the board gives the move in SAN, which only
  // that position can read. A FEN that does not parse gets no picture; the page then shows the
  // FEN as text.
  std::optional<std::string> svg(const std::string& key, const BoardState& board);

 private:
  // Whether the board of game `key` is one ply after its previous board, and has a last move.
  bool follows_previous(const std::string& key, const BoardState& board) const;
  std::optional<std::string> draughts_svg(const std::string& key, const BoardState& board);

  std::map<std::string, std::pair<std::string, std::int64_t>> previous_;  // key -> (FEN, ply)
};

}  // namespace drawbridge::watch
