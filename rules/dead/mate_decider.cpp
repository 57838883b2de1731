// Deciding whether a side can still mate (a helpmate exists), soundly.
//
// The method, after Miguel Ambrona's Chess Unwinnability Analyzer (CHA, "Chess Unwinnability",
// 2022), with its quick shortcuts replaced by proofs:
//
//  0. The laws: a game already over (no legal move) is checkmate ("checkmate" for the side
//     that mated, "checkmated" for the other) or stalemate ("stalemate", both).
//  1. Material (material.h): a bare king, bishops of one colour or a lone knight against men
//     that cannot block the right flight squares: "material" / "bishops-one-colour".
//  2. Forced moves: while the side to move has exactly one legal move, it is played (the
//     only continuation; a mate or stalemate on the way ends the question, "no-legal-move").
//  3. Immovable structures (blocked_pawns.h): pawns that can never move again (head to head
//     with a pawn or an immovable man), men that can never move (every step onto such a
//     wall), pawns that can only advance into the structure, and the reach of everything else
//     behind those walls, all checked against every capture both ways (en passant and
//     promotions included; a king capture that leaves the other side without a move ends the
//     game and is allowed; a castling right only where a wall blocks its path, so that it is
//     never used). When no square the loser's king can reach can be a mating square
//     (never attacked, a flight square that nothing can cover or block, or a caged king whose
//     last step no mating move can answer): "blocked-pawns".
//  4. A direct pass: the exhaustive search of 6 with at most 2,000 positions, in the order of
//     CHA's rewards with checks (mate_pattern.h, Rewards::kDirect), without the frozen-pawn
//     proof at its nodes. The helpmates of games fall here, most within a hundred positions.
//  4b. The reach saturation (reach_saturation.h): what every man can still reach when the
//     loser never checkmates the winner and never takes the winner's last man, and whether
//     the loser's king can then ever be in check: "reach-saturation". Caged kings behind their
//     own men, with pawns free to promote, where the frozen structure of 3 gives up.
//  5. A quick helpmate search (helpmate_search.h): iterative deepening over a nominal depth of
//     1 and 2 where moves towards a mating pattern cost no depth (mate_pattern.h: the loser's
//     king to a corner, the winner's king two ranks in front of it, the loser's men block the
//     corner, the winner's pawns run, a locked pawn of the loser takes a piece the winner
//     offers to open the chain; with bishops and pawns alone, Rewards::kOpening: the
//     sacrifices that open a chain, tried first); its line is the witness.
//  5b. The tempo count: where the loser, to move, has moves that end the game (it mates the
//     winner or stalemates) and no other move but its pawns' steps, the winner has only those
//     steps' tempi before the loser must end the game, and a promotion is how it uses them:
//     the worlds of 8 are searched here, before 6 and 7 drown in a queen's world. Only an
//     order: those worlds only find mates.
//  6. An exhaustive search (exhaustive_search.h) of at most 700,000 nodes: every position
//     reachable from here once, by the identity key (transpositions), depth first in the order
//     of 5, not expanding positions where 1 or 3 proves the winner cannot mate. It finds the
//     long mates of endgames (kings walking across the board, pawns promoting) and exhausts
//     the dead worlds of composed positions (most close within that): the proof
//     "exhaustive-search". A mate found is the depth-first path, shortened by one-move
//     shortcuts between its positions (line_shortcuts.h).
//  7. A deeper helpmate search (as 5, nominal depth 3 to 30, a transposition table shared by
//     its iterations) with 5,000 nodes per depth, then with 50,000 nodes per depth: the open
//     positions where the exhaustive search drowns.
//  8. Where the winner has a pawn that may promote (no pawn of the other side ahead on its
//     file), the exhaustive search restricted to each underpromotion, a rook, a knight, a
//     bishop, 300,000 nodes each: it only finds mates (a world without the other promotions
//     proves nothing). A queen's world can have no end where a rook's ends in mate: a king
//     shut in by its own men, whom every capture next to it by a queen checks and loses it.
//  9. The exhaustive search of 6 goes on from where it stopped, with the rest of the budget
//     (the positions 6 visited are not visited again). Only this step leaves an answer
//     "unknown", when the budget (nodes, or the deadline) runs out.
//
// Soundness rests on 0, 1, 3, 4, 4b, 6 and 9 alone (argued in their files): the searches claim a mate
// only with the line that reaches it, and every "cannot mate" is one of those proofs. Identity
// keys are 64-bit Zobrist keys: a collision could hide a position from the exhaustive search
// (odds of the order of 1e-7 for a million positions).
#include "rules/dead/mate_decider.h"

#include <optional>

#include "rules/dead/blocked_pawns.h"
#include "rules/dead/exhaustive_search.h"
#include "rules/dead/helpmate_search.h"
#include "rules/dead/key_set.h"
#include "rules/dead/line_shortcuts.h"
#include "rules/dead/material.h"
#include "rules/dead/reach_saturation.h"
#include "rules/dead/search_budget.h"

namespace drawbridge::dead {
namespace {

using namespace chess;

constexpr int kMaxForcedPlies = 200;
// The exhaustive search before the deep helpmate searches: it finds the long mates of endgames
// (kings walking, pawns promoting) and closes most composed dead worlds within this, where the
// deep helpmate search, tried first, decided 4 of the 145 sides of test-vector that reach it.
constexpr std::uint64_t kExhaustiveNodes = 700000;
// The exhaustive search restricted to one underpromotion of the winner, for each of them.
constexpr std::uint64_t kUnderpromotionNodes = 300000;
// The direct pass before everything else: the helpmates of games, a few hundred positions deep.
constexpr std::uint64_t kDirectExhaustiveNodes = 2000;
// Lines up to this many plies are witnesses as found: shortening costs a move generation per
// ply, more than the direct pass that found them, for a few plies less.
constexpr std::size_t kShortLine = 96;

class Decider {
 public:
  // `statically`: only the proofs without search (material, forced moves, blocked pawns).
  Decider(const Position& pos, Color side, const SearchLimits& limits, bool statically = false)
      : pos_(pos), side_(side), budget_(limits), statically_(statically) {}

  MateVerdict run() {
    if (!game_over()) decide();
    if (verdict_.answer != MateAnswer::kCanMate) verdict_.witness.clear();
    if (verdict_.answer == MateAnswer::kUnknown && !statically_) verdict_.why = "budget";
    verdict_.nodes = budget_.used();
    return std::move(verdict_);
  }

 private:
  // A game already over is decided by the laws, before any proof about the moves to come (the
  // material proofs assume no check by two bishops at once, which only a position given as it
  // stands can show): checkmate (FIDE 5.1.1) or stalemate (5.2.1).
  bool game_over() {
    if (pos_.has_legal_move()) return false;
    if (!pos_.in_check()) return cannot("stalemate");
    if (pos_.side_to_move() == side_) return cannot("checkmated");
    verdict_.answer = MateAnswer::kCanMate;
    verdict_.why = "checkmate";
    return true;
  }

  void decide() {
    if (cannot(material_proof(pos_, side_))) return;
    if (play_forced_moves()) return;
    if (cannot(material_proof(pos_, side_))) return;
    if (blocked_pawns_forbid_mate(pos_, side_) && cannot("blocked-pawns")) return;
    if (statically_) return;
    if (exhaust(Rewards::kDirect, kDirectExhaustiveNodes)) return;
    if (saturated_reach_forbids_mate(pos_, side_) && cannot("reach-saturation")) return;
    if (search({.first_depth = 1, .last_depth = 2, .nodes_per_depth = 2000})) return;
    if (loser_must_end_it_or_step() && underpromote()) return;
    if (exhaust_world(kExhaustiveNodes)) return;
    if (search({.first_depth = 3, .last_depth = 30, .nodes_per_depth = 5000, .transpositions = true})) return;
    if (search({.first_depth = 3, .last_depth = 30, .nodes_per_depth = 50000, .transpositions = true})) return;
    if (underpromote()) return;
    exhaust_world(budget_.left());
  }

  // The exhaustive search of 6, and of 9 where it goes on from where 6 stopped: the positions
  // 6 visited are not paid for again.
  bool exhaust_world(std::uint64_t nodes) {
    if (!world_) world_.emplace(pos_, side_, Rewards::kPatient);
    SearchBudget part = budget_.share(nodes);
    const Exhaustion result = world_->run(part);
    budget_.charge(part);
    if (result == Exhaustion::kOutOfBudget) return false;
    // Decided: the search's memory (its positions, its move stack) goes before the shortcuts
    // take theirs.
    std::vector<Move> line = std::move(world_->line());
    world_.reset();
    if (result == Exhaustion::kMate) return found(line);
    return cannot("exhaustive-search");
  }

  // A mate found by an exhaustive search from where the forced moves ended: the depth-first path
  // can be long, and is shortened.
  bool found(std::vector<Move>& line) {
    if (line.size() > kShortLine) take_shortcuts(pos_, side_, line);
    line.insert(line.begin(), verdict_.witness.begin(), verdict_.witness.begin() + verdict_.forced_plies);
    verdict_.witness.swap(line);
    verdict_.answer = MateAnswer::kCanMate;
    return true;
  }

  // The exhaustive search within `nodes` of the budget; true when it decided. Restricted to
  // one `promotion` of the winner, it only finds mates: its kNoMate proves nothing.
  bool exhaust(Rewards rewards, std::uint64_t nodes, PieceType promotion = kNoPieceType) {
    SearchBudget part = budget_.share(nodes);
    const Exhaustion result = exhaust_helpmates(pos_, side_, rewards, part, verdict_.witness, promotion);
    budget_.charge(part);
    switch (result) {
      case Exhaustion::kMate: {
        std::vector<Move> line(verdict_.witness.begin() + verdict_.forced_plies, verdict_.witness.end());
        return found(line);
      }
      case Exhaustion::kNoMate: return promotion == kNoPieceType && cannot("exhaustive-search");
      case Exhaustion::kOutOfBudget: return false;
    }
    return false;
  }

  // The winner's pawn promoting to a rook, knight or bishop, each world searched apart: where a
  // queen's world has no end (every capture it makes next to a king shut in by its own men is
  // check, and is taken), a rook's may end in mate (8/5p2/8/6P1/6pp/6pk/p5pr/rn4K1 b - -).
  bool underpromote() {
    if (underpromoted_ || !running_pawns(pos_, side_)) return false;
    underpromoted_ = true;
    for (const PieceType pt : {kRook, kKnight, kBishop})
      if (!budget_.exhausted() && exhaust(Rewards::kPatient, kUnderpromotionNodes, pt)) return true;
    return false;
  }

  // The tempo count of 5b: the loser, to move, must end the game at once or spend a pawn step.
  // It has moves that end the game (it mates the winner, or stalemates), and every move of its
  // that does not is a pawn's. Its other men stand armed and still while its pawns' steps
  // last: the winner has only those moves to open the position, and its promotions first.
  bool loser_must_end_it_or_step() {
    if (pos_.side_to_move() == side_) return false;
    bool ends_some = false;
    for (const Move m : pos_.legal_moves()) {
      if (type_of(pos_.piece_on(m.from())) == kPawn) continue;
      pos_.make_move(m);
      const bool ends = !pos_.has_legal_move();
      pos_.unmake_move();
      if (!ends) return false;
      ends_some = true;
    }
    return ends_some;
  }

  bool cannot(std::string_view proof) {
    if (proof.empty()) return false;
    verdict_.answer = MateAnswer::kCannotMate;
    verdict_.why = std::string(proof);
    verdict_.witness.clear();
    return true;
  }

  // Plays the only legal move while there is one; true when that decides (no legal move left).
  bool play_forced_moves() {
    KeySet seen;
    for (int ply = 0; ply <= kMaxForcedPlies; ++ply) {
      const MoveList moves = pos_.legal_moves();
      if (moves.empty()) {
        if (pos_.in_check() && pos_.side_to_move() != side_)
          verdict_.answer = MateAnswer::kCanMate;
        else
          cannot("no-legal-move");
        return true;
      }
      if (moves.size() != 1 || !seen.insert(pos_.key())) return false;
      pos_.make_move(moves[0]);
      verdict_.witness.push_back(moves[0]);
      ++verdict_.forced_plies;
    }
    return false;
  }

  bool search(const HelpmateLimits& limits) {
    if (budget_.exhausted()) return false;
    if (!find_helpmate(pos_, side_, limits, budget_, verdict_.witness)) return false;
    verdict_.answer = MateAnswer::kCanMate;
    return true;
  }

  Position pos_;
  Color side_;
  SearchBudget budget_;
  std::optional<ExhaustiveSearch> world_;  // the search of 6, which 9 goes on with
  bool underpromoted_ = false;             // the worlds of 8 were searched
  bool statically_;
  MateVerdict verdict_;
};

}  // namespace

MateVerdict decide_can_mate(const Position& pos, Color side, const SearchLimits& limits) {
  return Decider(pos, side, limits).run();
}

// The static proofs are steps 0 to 3 of the method above: a position with a choice of moves
// is not over and forces none, so where the material proves nothing and a pawn's file is open
// to its last rank (which ends 3 at once) none of them holds, and the Decider's copy of the
// position and its steps are spared (scan asks this after captures and pawn moves with kings,
// bishops and pawns alone).
MateVerdict decide_can_mate_statically(const Position& pos, Color side) {
  if (some_pawn_has_open_file(pos) && material_proof(pos, side).empty() && pos.legal_moves().size() >= 2) return {};
  return Decider(pos, side, {}, true).run();
}

std::string_view mate_answer_name(MateAnswer answer) {
  switch (answer) {
    case MateAnswer::kCanMate: return "can-mate";
    case MateAnswer::kCannotMate: return "cannot-mate";
    case MateAnswer::kUnknown: return "unknown";
  }
  return "unknown";
}

}  // namespace drawbridge::dead
