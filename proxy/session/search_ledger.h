// The engine's searches a front end has sent and the engine has yet to answer (UCI's `bestmove`,
// Hub's `done`), oldest first, for both games: where each began, and whether its move will be
// played. An engine answers its searches in order, so the answer is the oldest one's; the
// protocol's own lines (ponderhit, stop, any line that ends a Hub search) are about the newest.
#pragma once

#include <cstddef>
#include <deque>
#include <optional>

namespace drawbridge {

// One search: in which game and at which ply it began, and whether it is hypothetical (a ponder
// search before the ponderhit), an analysis, or abandoned (stopped before its ponderhit, or
// left by the GUI), so that its move is never played.
struct Search {
  int game = 0;
  int ply = 0;
  bool ponder = false;
  bool analyze = false;
  bool abandoned = false;

  bool move_is_played() const { return !ponder && !analyze && !abandoned; }
  // Whether the game is still where the search began: otherwise its move answers another position.
  bool began_at(int game_now, int ply_now) const { return game == game_now && ply == ply_now; }
};

class SearchLedger {
 public:
  // `most_owed`: an engine that never answers must not grow the ledger without end; past it the
  // oldest search is forgotten (1 for UCI, where a `go` replaces the search before it).
  explicit SearchLedger(std::size_t most_owed) : most_owed_(most_owed) {}

  void start(const Search& search);
  // The engine answered its oldest search: that search, if any was owed.
  std::optional<Search> answered();
  // The newest search, if any is owed.
  const Search* newest() const { return searches_.empty() ? nullptr : &searches_.back(); }
  // The newest search was answered by drawbridge instead of the engine.
  void withdraw_newest();
  // The ponderhit: the newest search's move will be played; whether it was a ponder search.
  bool ponderhit();
  // The GUI's `stop`: a ponder search's move, before its ponderhit, is never played.
  void stop();
  // The newest search's move will not be played.
  void abandon();

 private:
  std::size_t most_owed_;
  std::deque<Search> searches_;
};

}  // namespace drawbridge
