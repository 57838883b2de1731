// A game's result is announced once: at the first `go` or ponderhit in the ended game, or with
// the move that ends it, not again at every later search in the same position.
#pragma once

#include <optional>
#include <utility>

namespace drawbridge {

class ResultOnce {
 public:
  // Whether the result that ends game `game` at `ply` is new; from now on it is not.
  bool first_time(int game, int ply) {
    const std::pair<int, int> ending(game, ply);
    if (reported_ == ending) return false;
    reported_ = ending;
    return true;
  }
  // The result was announced another way (it answered a `go`, it came with a move).
  void announced(int game, int ply) { reported_ = std::pair(game, ply); }

 private:
  std::optional<std::pair<int, int>> reported_;  // game and ply of the last result announced
};

}  // namespace drawbridge
