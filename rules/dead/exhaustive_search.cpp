#include "rules/dead/exhaustive_search.h"

#include <array>

#include "rules/dead/blocked_pawns.h"
#include "rules/dead/key_set.h"
#include "rules/dead/material.h"

namespace drawbridge::dead {
namespace {

using namespace chess;

enum class Expansion { kMate, kExpanded, kDeadEnd, kOutOfBudget };

// The frozen-pawn proof gives up on a pawn that may promote, unless a man that never moves
// stands in its way. Skipping the proof there costs at most positions the search then visits
// (it only prunes), never soundness; it spares the proof where it almost never holds.
bool some_pawn_runs(const Position& pos) { return running_pawns(pos, kWhite) || running_pawns(pos, kBlack); }

}  // namespace

class Exhaustive {
 public:
  // The moves of the search's line go after those `line` holds already.
  Exhaustive(Position& pos, Color winner, Rewards rewards, PieceType promotion, std::vector<Move>& line)
      : pos_(pos), winner_(winner), rewards_(rewards), promotion_(promotion), line_(line), base_(line.size()) {
    moves_.reserve(4096);
    frames_.reserve(256);
  }

  // Searches on within `budget`. The position is left as it stood before, and the line is
  // played again at the next run, up to the position where the budget ran out.
  Exhaustion run(SearchBudget& budget) {
    budget_ = &budget;
    for (std::size_t i = base_; i < line_.size(); ++i) pos_.make_move(line_[i]);
    const Exhaustion result = search();
    for (std::size_t i = base_; i < line_.size(); ++i) pos_.unmake_move();
    return result;
  }

 private:
  Exhaustion search() {
    // A position that the last run left unexpanded (its budget ran out there) is visited already.
    Expansion e = started_ ? open(pending_structural_) : expand(true);
    started_ = true;
    if (e == Expansion::kDeadEnd && line_.size() > base_) take_back();
    while (e == Expansion::kExpanded || e == Expansion::kDeadEnd) {
      if (frames_.empty()) return Exhaustion::kNoMate;
      Frame& f = frames_.back();
      if (f.next == f.end) {
        moves_.resize(f.begin);
        frames_.pop_back();
        if (frames_.empty()) return Exhaustion::kNoMate;
        take_back();
        continue;
      }
      const Move m = moves_[f.next++];
      if (skipped_promotion(m)) continue;
      // The pawn structure changes only on pawn moves and captures: only then can the
      // frozen-pawn proof start to hold.
      const bool structural = is_capture(pos_, m) || type_of(pos_.piece_on(m.from())) == kPawn;
      // A transposition into a position already seen is known without making the move.
      if (!structural && visited_.contains(pos_.key_after_reversible(m))) continue;
      pos_.make_move(m);
      line_.push_back(m);
      e = expand(structural);
      if (e == Expansion::kDeadEnd) take_back();
      pending_structural_ = structural;
    }
    return e == Expansion::kMate ? Exhaustion::kMate : Exhaustion::kOutOfBudget;
  }

  void take_back() {
    pos_.unmake_move();
    line_.pop_back();
  }

  // The first, direct pass is after the mates of games, where pawns rarely freeze: the proof
  // would cost more than the positions it spares.
  bool prune_frozen() const { return rewards_ == Rewards::kPatient; }

  struct Frame {
    std::size_t begin, end, next;
  };

  Expansion expand(bool structural) {
    if (!visited_.insert(pos_.key())) return Expansion::kDeadEnd;
    return open(structural);
  }

  // Expands a position just visited, `structural` when a pawn move or a capture led to it.
  Expansion open(bool structural) {
    if (!budget_->spend()) return Expansion::kOutOfBudget;
    const MoveList moves = pos_.legal_moves();
    if (moves.empty())
      return pos_.side_to_move() != winner_ && pos_.in_check() ? Expansion::kMate : Expansion::kDeadEnd;
    if (!material_proof(pos_, winner_).empty()) return Expansion::kDeadEnd;
    if (structural && prune_frozen() && !some_pawn_runs(pos_) && blocked_pawns_forbid_mate(pos_, winner_))
      return Expansion::kDeadEnd;
    const MatePattern pattern(pos_, winner_, rewards_);
    const std::size_t begin = moves_.size();
    moves_.resize(begin + moves.size());
    Move* const ordered = moves_.data() + begin;
    pattern.order(pos_, moves, ordered, nullptr);
    // A mate in one goes first: the depth-first line ends there instead of wandering on.
    if (pos_.side_to_move() == winner_)
      for (std::size_t i = 0; i < moves.size(); ++i)
        if (pattern.gives_check(pos_, ordered[i]) && mates(ordered[i])) {
          std::swap(ordered[0], ordered[i]);
          break;
        }
    frames_.push_back(Frame{begin, moves_.size(), begin});
    return Expansion::kExpanded;
  }

  // A promotion of the winner to another piece than the one this search is restricted to.
  bool skipped_promotion(Move m) const {
    return promotion_ != kNoPieceType && m.kind() == MoveKind::kPromotion && m.promotion() != promotion_ &&
           pos_.side_to_move() == winner_;
  }

  bool mates(Move m) {
    pos_.make_move(m);
    const bool mate = !pos_.has_legal_move();
    pos_.unmake_move();
    return mate;
  }

  Position& pos_;
  Color winner_;
  Rewards rewards_;
  SearchBudget* budget_ = nullptr;  // the current run's
  PieceType promotion_;
  KeySet visited_;
  std::vector<Move> moves_;
  std::vector<Frame> frames_;
  std::vector<Move>& line_;  // from base_ on, the moves from the first position to pos_
  std::size_t base_;
  bool started_ = false;
  bool pending_structural_ = true;  // how the position where the last run stopped was reached
};

Bitboard running_pawns(const Position& pos, Color side) {
  return pos.pieces(side, kPawn) & ~squares_behind(pos.pieces(~side, kPawn), side);
}

ExhaustiveSearch::ExhaustiveSearch(Position& pos, Color winner, Rewards rewards, PieceType promotion)
    : search_(std::make_unique<Exhaustive>(pos, winner, rewards, promotion, line_)) {}

ExhaustiveSearch::~ExhaustiveSearch() = default;

Exhaustion ExhaustiveSearch::run(SearchBudget& budget) { return search_->run(budget); }

Exhaustion exhaust_helpmates(Position& pos, Color winner, Rewards rewards, SearchBudget& budget,
                             std::vector<Move>& line, PieceType promotion) {
  const std::size_t base = line.size();
  const Exhaustion result = Exhaustive(pos, winner, rewards, promotion, line).run(budget);
  if (result != Exhaustion::kMate) line.resize(base);
  return result;
}

}  // namespace drawbridge::dead
