#include "rules/chess_draw/arbiter.h"

#include <algorithm>
#include <cassert>
#include <utility>

#include "rules/chess/uci_move.h"
#include "rules/chess_draw/move_count.h"
#include "rules/chess_draw/repetition.h"
#include "rules/chess_draw/side.h"

namespace drawbridge::draw {
namespace {

void sort_by_uci(const chess::Position& pos, std::vector<chess::Move>& moves) {
  std::sort(moves.begin(), moves.end(),
            [&pos](chess::Move a, chess::Move b) { return chess::to_uci(pos, a) < chess::to_uci(pos, b); });
}

}  // namespace

// Inline, as the steps of every ply below: only this file calls them.
inline void Arbiter::arrive() {
  legal_move_noted_ = false;
  legal_moves_.reset();
  settled_ = false;
  ending_.reset();
}

// Who can still mate depends on the material and the pawns, which only a capture or a pawn
// move changes; the pieces' reach is the same after a reversible move. A position the game
// reached alive stays alive until then, so the decider runs on a fraction of the plies. Nor
// after a pawn's step (no capture, no promotion) whose answer the detector knows to be the
// one before it: every position of the record before the last was alive, or the game would
// have ended there, and the step left the material as it was at the last one decided.
inline bool Arbiter::pawn_step_left_alive() const {
  // A step empties its square and fills another: a capture leaves the second filled (or, en
  // passant, empties a third).
  const int ply = record_.ply();
  const chess::Move last = record_.moves().back();
  const chess::Bitboard changed = record_.occupied_at(ply) ^ record_.occupied_at(ply - 1);
  const bool pawn_step = last.kind() != chess::MoveKind::kPromotion &&
                         changed == (chess::square_bb(last.from()) | chess::square_bb(last.to()));
  return pawn_step && mate_->unchanged_by_pawn_step(record_.position());
}

Arbiter::Arbiter(Edition edition, Policy policy, chess::Position start, std::shared_ptr<const MatePossibility> mate)
    : edition_(std::move(edition)),
      policy_(policy),
      floors_{2 * std::min(edition_.fifty_moves.count, edition_.seventy_five_moves.moves) - 1,
              std::min(edition_.threefold.count, edition_.fivefold.count), edition_.threefold.count - 1},
      mate_(mate ? std::move(mate) : std::make_shared<StaticUnwinnability>()),
      record_(std::move(start)),
      offers_(offer_rules(edition_.offers, policy_)) {
  arrive();
}

void Arbiter::restart(const chess::Position& start) {
  record_.restart(start);
  offers_ = DrawOffers(offer_rules(edition_.offers, policy_));
  arrive();
}

// Mate and stalemate are the only endings that need the legal moves; a noted legal move, or
// the cache, answers whether there is any without a search.
void Arbiter::settle_now() const {
  const bool has_legal_move =
      legal_move_noted_ || (legal_moves_ ? !legal_moves_->empty() : record_.position().has_legal_move());
  settled_ = true;
  // Most plies of a game: a move is left, the position cannot have died, no rule's count is near.
  if (has_legal_move && !may_have_died() && !may_draw_by_rule()) return;  // ending_ is empty since arrive()
  ending_ = automatic_ending(has_legal_move);
}

void Arbiter::note_legal_move(chess::Move m) {
  assert(record_.position().is_legal(m));
  (void)m;
  legal_move_noted_ = true;
}

const chess::MoveList& Arbiter::legal_moves() const {
  if (!legal_moves_) legal_moves_ = record_.position().legal_moves();
  return *legal_moves_;
}

absl::Status Arbiter::play(chess::Move m) {
  if (ending()) return absl::FailedPreconditionError("the game is over");
  offers_.on_move(side_of(record_.position().side_to_move()));
  record_.play(m);
  arrive();
  return absl::OkStatus();
}

absl::Status Arbiter::flag_fall(chess::Color flagged, const MatePossibility& decider) {
  if (ending()) return absl::FailedPreconditionError("the game is over");
  const bool opponent_can_mate = decider.can_mate(record_.position(), ~flagged);
  const Result result = !opponent_can_mate         ? Result::kDraw
                        : flagged == chess::kWhite ? Result::kBlackWins
                                                   : Result::kWhiteWins;
  ending_ = Ending{record_.ply(), Rule::kTimeout, edition_.timeout_article, result};
  return absl::OkStatus();
}

void Arbiter::takeback(int ply) {
  record_.truncate(ply);
  arrive();
}

Ending Arbiter::draw_by(Rule rule, const std::string& article) const {
  return Ending{record_.ply(), rule, article, Result::kDraw};
}

// Checkmate first: a mate on the move completing 75 moves stands (9.6.2), and checkmate and
// stalemate end the game at once (5.1.1, 5.2.1), before any other rule is looked at.
std::optional<Ending> Arbiter::automatic_ending(bool has_legal_move) const {
  const chess::Position& pos = record_.position();
  if (!has_legal_move && pos.in_check()) {
    const Result r = pos.side_to_move() == chess::kWhite ? Result::kBlackWins : Result::kWhiteWins;
    return Ending{record_.ply(), Rule::kCheckmate, edition_.checkmate_article, r};
  }
  if (!has_legal_move) return draw_by(Rule::kStalemate, edition_.stalemate_article);
  if (may_have_died() && is_dead_position(pos, *mate_)) {
    return draw_by(Rule::kDeadPosition, edition_.dead_position_article);
  }
  if (!may_draw_by_rule()) return std::nullopt;
  if (is_automatic_repetition(record_, edition_.fivefold)) {
    return draw_by(Rule::kFivefoldRepetition, edition_.fivefold.article);
  }
  if (is_seventy_five_move_draw(pos, edition_.seventy_five_moves)) {
    return draw_by(Rule::kSeventyFiveMove, edition_.seventy_five_moves.article);
  }
  return arbiter_initiative_ending();
}

// Under arbiter initiative a draw the player on move could claim on the board ends the
// game without a claim; a claim with an intended move needs the player's move, so it
// becomes a claim on the board one ply later.
std::optional<Ending> Arbiter::arbiter_initiative_ending() const {
  if (!policy_.arbiter_initiative) return std::nullopt;
  if (can_claim_repetition_on_board(record_, edition_.threefold.count)) {
    return draw_by(Rule::kThreefoldRepetition, edition_.threefold.on_board_article);
  }
  if (can_claim_fifty_moves_on_board(record_.position(), edition_.fifty_moves.count)) {
    return draw_by(Rule::kFiftyMove, edition_.fifty_moves.on_board_article);
  }
  return std::nullopt;
}

std::vector<AvailableClaim> Arbiter::available_claims() const {
  std::vector<AvailableClaim> claims;
  if (ending() || !may_draw_by_rule()) return claims;
  const chess::Position& pos = record_.position();
  std::vector<chess::Move> moves = repetition_claim_moves(record_, edition_.threefold.count);
  if (!moves.empty()) {
    sort_by_uci(pos, moves);
    claims.push_back({Rule::kThreefoldRepetition, edition_.threefold.with_move_article, std::move(moves)});
  }
  if (can_claim_repetition_on_board(record_, edition_.threefold.count)) {
    claims.push_back({Rule::kThreefoldRepetition, edition_.threefold.on_board_article, {}});
  }
  moves = fifty_move_claim_moves(pos, edition_.fifty_moves.count);
  if (!moves.empty()) {
    sort_by_uci(pos, moves);
    claims.push_back({Rule::kFiftyMove, edition_.fifty_moves.with_move_article, std::move(moves)});
  }
  if (can_claim_fifty_moves_on_board(pos, edition_.fifty_moves.count)) {
    claims.push_back({Rule::kFiftyMove, edition_.fifty_moves.on_board_article, {}});
  }
  return claims;
}

absl::StatusOr<ClaimRuling> Arbiter::claim(const Claim& claim, Clocks clocks) {
  if (ending()) return absl::FailedPreconditionError("the game is over");
  if (claim.intended_move && !record_.position().is_legal(*claim.intended_move)) {
    return absl::InvalidArgumentError("the intended move is not legal");
  }
  ClaimRuling ruling = rule_on_claim(record_, edition_, claim, clocks);
  const Rule rule = rule_of(claim.rule);
  if (ruling.correct) {
    ending_ = draw_by(rule, ruling.claim_article);
  } else {
    offers_.offer_by_claim(side_of(record_.position().side_to_move()), record_.ply());
  }
  return ruling;
}

absl::Status Arbiter::offer_draw(chess::Color by) {
  if (ending()) return absl::FailedPreconditionError("the game is over");
  std::optional<Side> mover;
  if (record_.ply() > 0) mover = ~side_of(record_.position().side_to_move());
  return offers_.offer(side_of(by), record_.ply(), mover);
}

absl::Status Arbiter::reject_offer(chess::Color by) { return offers_.reject(side_of(by)); }

absl::Status Arbiter::accept_offer(chess::Color by) {
  if (ending()) return absl::FailedPreconditionError("the game is over");
  if (absl::Status accepted = offers_.accept(side_of(by)); !accepted.ok()) return accepted;
  ending_ = draw_by(Rule::kDrawOffer, edition_.offers.article);
  return absl::OkStatus();
}

}  // namespace drawbridge::draw
