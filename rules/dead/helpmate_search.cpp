#include "rules/dead/helpmate_search.h"

#include <algorithm>
#include <array>

#include "rules/dead/mate_pattern.h"
#include "rules/dead/material.h"

namespace drawbridge::dead {
namespace {

using namespace chess;

class Helpmate {
 public:
  Helpmate(Position& pos, Color winner, SearchBudget& budget, std::vector<Move>& line)
      : pos_(pos), winner_(winner), budget_(budget), line_(line), base_(line.size()) {}

  // One iteration: true on mate; `cut_` tells whether the depth or node limit cut the tree.
  bool iterate(int max_depth, std::uint64_t node_limit) {
    max_depth_ = max_depth;
    max_plies_ = base_ + 4 * std::size_t(max_depth) + 8;
    node_limit_ = node_limit;
    nodes_ = 0;
    cut_ = false;
    return search(0, false);
  }
  bool cut() const { return cut_; }
  void use_transpositions() { table_.assign(std::size_t(1) << 15, Entry{}); }

 private:
  bool search(int depth, bool past_progress) {
    if (!budget_.spend() || (node_limit_ && ++nodes_ > node_limit_)) {
      cut_ = true;
      return false;
    }
    const Color us = pos_.side_to_move();
    // Rewarded moves cost no depth: the line length needs its own bound. A leaf only counts
    // as a mate by the winner.
    if (depth >= max_depth_ || line_.size() >= max_plies_) {
      cut_ = true;
      return us != winner_ && pos_.is_checkmate();
    }
    const MoveList moves = pos_.legal_moves();
    if (moves.empty()) return us != winner_ && pos_.in_check();
    if (!material_proof(pos_, winner_).empty()) return false;
    // A position already on the line: the shorter line through it is searched as well.
    const std::uint64_t key = pos_.key();
    if (std::find(path_.begin(), path_.end(), key) != path_.end()) return false;
    if (!table_.empty() && seen_with_as_much_left(key, depth, past_progress)) {
      cut_ = true;
      return false;
    }

    // Moves towards the pattern first, then the ordinary ones, then the rest.
    const MatePattern pattern(pos_, winner_, Rewards::kOpening);
    std::array<Move, 256> ordered;
    std::array<Progress, 256> kinds;
    const std::size_t n = pattern.order(pos_, moves, ordered.data(), kinds.data());
    for (std::size_t i = 0; i < n; ++i) {
      const Move m = ordered[i];
      int child = depth + 1;
      if (kinds[i] == Progress::kReward)
        --child;
      else if (kinds[i] == Progress::kPunish)
        child = std::min(max_depth_, child + 2);
      else if (past_progress)
        --child;
      if (child >= max_depth_) {
        // The child is a leaf: only a mate by the winner counts there.
        if (us != winner_ || !pattern.gives_check(pos_, m)) {
          cut_ = true;
          continue;
        }
      }
      pos_.make_move(m);
      line_.push_back(m);
      path_.push_back(key);
      const bool mate = search(child, kinds[i] == Progress::kReward);
      path_.pop_back();
      if (mate) {
        pos_.unmake_move();
        return true;
      }
      line_.pop_back();
      pos_.unmake_move();
      if (budget_.exhausted()) return false;
    }
    return false;
  }

  // The transposition table: a position searched before, in this iteration or an earlier one,
  // with at least as much depth left (and the free move of a past reward counted as depth) is
  // not searched again. Only a heuristic cut: a mate found is still a line that reaches it.
  bool seen_with_as_much_left(std::uint64_t key, int depth, bool past_progress) {
    const int left = 2 * (max_depth_ - depth) + past_progress;
    Entry& e = table_[(key * 0x9E3779B97F4A7C15ULL) >> 40 & (table_.size() - 1)];
    if (e.key == key && e.left >= left) return true;
    e = Entry{key, left};
    return false;
  }

  struct Entry {
    std::uint64_t key = 0;
    int left = -1;
  };

  std::vector<Entry> table_;
  Position& pos_;
  Color winner_;
  SearchBudget& budget_;
  std::vector<Move>& line_;
  std::vector<std::uint64_t> path_;  // keys of the positions before each move of the line
  std::size_t base_;
  int max_depth_ = 0;
  std::size_t max_plies_ = 0;
  std::uint64_t node_limit_ = 0;
  std::uint64_t nodes_ = 0;
  bool cut_ = false;
};

}  // namespace

bool find_helpmate(Position& pos, Color winner, const HelpmateLimits& limits, SearchBudget& budget,
                   std::vector<Move>& line) {
  const std::size_t base = line.size();
  Helpmate search(pos, winner, budget, line);
  if (limits.transpositions) search.use_transpositions();
  for (int depth = limits.first_depth; depth <= limits.last_depth; ++depth) {
    line.resize(base);
    if (search.iterate(depth, limits.nodes_per_depth)) return true;
    line.resize(base);
    if (!search.cut() || budget.exhausted()) return false;
  }
  return false;
}

}  // namespace drawbridge::dead
