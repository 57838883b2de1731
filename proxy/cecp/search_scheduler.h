// Which search the engine should be running, from what the GUI has said: whose side the
// engine plays (`go`, `playother`, `force`), `analyze`, pondering (`hard`) on the reply it
// expects, and whether the game is over. One search at a time: a search no longer wanted is
// stopped, and the next starts only after its bestmove, so that each bestmove answers the
// search the session and the front end think it does.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "proxy/cecp/cecp_game.h"

namespace drawbridge::cecp {

// kThink: for the engine's move; kPonder: on the reply it expects; kAnalyze: `go infinite`.
enum class SearchKind { kThink, kPonder, kAnalyze };

// A search of a position: the game's start and moves, and for a ponder search the reply the
// engine expects after them.
struct SearchTarget {
  std::optional<std::string> start_fen;
  std::vector<chess::Move> moves;
  SearchKind kind = SearchKind::kThink;
  friend bool operator==(const SearchTarget&, const SearchTarget&) = default;
};

class SearchScheduler {
 public:
  // What the front end does next to bring the engine's search in line with the wanted one.
  enum class Step { kNothing, kStop, kStart };

  // ---- The state of play ----
  void set_force(bool on) { force_ = on; }
  // `go`: the engine plays the side on move; `playother`: the other one.
  void play(chess::Color side) {
    force_ = false;
    engine_color_ = side;
  }
  void set_analyzing(bool on) { analyzing_ = on; }
  bool analyzing() const { return analyzing_; }
  void set_game_over(bool over) { game_over_ = over; }
  void set_ponder(bool on) { ponder_ = on; }
  // `new`: the engine plays Black, not in force mode.
  void start_game();
  chess::Color engine_color() const { return engine_color_; }
  // The reply the engine expects (its bestmove's ponder move): pondered on, and the hint.
  const std::optional<chess::Move>& predicted() const { return predicted_; }
  void set_predicted(std::optional<chess::Move> move) { predicted_ = move; }
  // Whether the engine is to move in a game it plays: the opponent's offer is answered then.
  bool engine_on_move(const CecpGame& game) const;

  // ---- The search ----
  std::optional<SearchTarget> wanted(const CecpGame& game) const;
  // Marks the running search as stopping when it is not the wanted one.
  Step next(const CecpGame& game);
  void started(const SearchTarget& target) { running_ = Running{target, false}; }
  // The running search, if its move is still to be played (not stopping).
  const SearchTarget* live() const { return running_ && !running_->stopping ? &running_->target : nullptr; }
  bool running() const { return running_.has_value(); }
  // Its bestmove came: the search, if its move is to be played.
  std::optional<SearchTarget> finish();
  // The engine guessed the opponent's move: its ponder search goes on as `think`.
  void ponder_hit(const SearchTarget& think) { running_->target = think; }

 private:
  struct Running {
    SearchTarget target;
    bool stopping = false;  // sent `stop`: its bestmove is not to be played
  };

  bool force_ = false;
  chess::Color engine_color_ = chess::kBlack;
  bool analyzing_ = false;
  bool game_over_ = false;  // the GUI sent `result`, or the front end claimed the end
  bool ponder_ = false;
  std::optional<chess::Move> predicted_;
  std::optional<Running> running_;
};

}  // namespace drawbridge::cecp
