#include "rules/chess_draw/claim_ruling.h"

#include <algorithm>
#include <cassert>

#include "rules/chess_draw/move_count.h"
#include "rules/chess_draw/repetition.h"

namespace drawbridge::draw {
namespace {

bool contains(const std::vector<chess::Move>& moves, chess::Move m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

const ClaimRule& rule_of(const Edition& edition, ClaimedRule rule) {
  return rule == ClaimedRule::kThreefoldRepetition ? edition.threefold : edition.fifty_moves;
}

}  // namespace

bool is_claim_correct(const GameRecord& record, const Edition& edition, const Claim& claim) {
  const chess::Position& pos = record.position();
  if (claim.rule == ClaimedRule::kThreefoldRepetition) {
    const int count = edition.threefold.count;
    return claim.intended_move ? contains(repetition_claim_moves(record, count), *claim.intended_move)
                               : can_claim_repetition_on_board(record, count);
  }
  const int moves = edition.fifty_moves.count;
  return claim.intended_move ? contains(fifty_move_claim_moves(pos, pos.legal_moves(), moves), *claim.intended_move)
                             : can_claim_fifty_moves_on_board(pos, moves);
}

Clocks apply_wrong_claim_penalty(const WrongClaimPenalty& penalty, Clocks clocks) {
  using std::chrono::seconds;
  clocks.opponent += seconds(penalty.opponent_bonus_seconds);
  const seconds halve_above(penalty.halve_above_seconds);
  const seconds floor_from(penalty.floor_from_seconds);
  if (penalty.halve_above_seconds > 0 && clocks.claimant > halve_above) {
    clocks.claimant -= std::min(clocks.claimant / 2, std::chrono::milliseconds(seconds(penalty.halve_at_most_seconds)));
  } else if (penalty.floor_from_seconds > 0 && clocks.claimant > floor_from) {
    clocks.claimant = floor_from;
  }
  return clocks;
}

ClaimRuling rule_on_claim(const GameRecord& record, const Edition& edition, const Claim& claim, Clocks clocks) {
  assert(!claim.intended_move || record.position().is_legal(*claim.intended_move));
  ClaimRuling ruling;
  const ClaimRule& rule = rule_of(edition, claim.rule);
  ruling.claim_article = claim.intended_move ? rule.with_move_article : rule.on_board_article;
  ruling.correct = is_claim_correct(record, edition, claim);
  if (ruling.correct) {
    ruling.ruling_article = edition.correct_claim_article;
    ruling.clocks = clocks;
    return ruling;
  }
  ruling.ruling_article = edition.wrong_claim_article;
  ruling.clocks = apply_wrong_claim_penalty(edition.wrong_claim, clocks);
  ruling.must_play_intended_move = claim.intended_move.has_value();
  return ruling;
}

}  // namespace drawbridge::draw
