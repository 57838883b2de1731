// The referee's calls from outside: moves, takebacks, claims, offers and the flag, each
// checked and said as events. The automatic endings are settled in automatic_ending.cpp, a
// recorded game's replay is in recorded_replay.cpp.
#include "rules/chess_draw/referee.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "rules/chess_draw/move_count.h"
#include "rules/chess_draw/repetition.h"
#include "rules/chess_draw/side.h"
#include "support/absl_view.h"

namespace drawbridge::draw {
namespace {

void sort_by_uci(const chess::Position& pos, std::vector<chess::Move>& moves) {
  std::sort(moves.begin(), moves.end(),
            [&pos](chess::Move a, chess::Move b) { return chess::to_uci(pos, a) < chess::to_uci(pos, b); });
}

}  // namespace

absl::StatusOr<chess::Position> start_position(std::string_view start, bool chess960) {
  if (start == "startpos") return chess::Position::startpos();
  absl::StatusOr<chess::Position> pos = chess::parse_fen(start, chess960);
  if (!pos.ok()) return absl::InvalidArgumentError(absl::StrCat("bad FEN: ", pos.status().message()));
  return pos;
}

Referee::Referee(Edition edition, Policy policy, chess::Position start, std::shared_ptr<const MatePossibility> mate)
    : edition_(std::move(edition)),
      policy_(policy),
      floors_{2 * std::min(edition_.fifty_moves.count, edition_.seventy_five_moves.moves) - 1,
              std::min(edition_.threefold.count, edition_.fivefold.count), edition_.threefold.count - 1},
      mate_(mate ? std::move(mate) : std::make_shared<StaticUnwinnability>()),
      record_(std::move(start)),
      offers_(offer_rules(edition_.offers, policy_)) {
  arrive();
}

absl::StatusOr<Referee> Referee::create(const Laws& laws, std::string_view start, bool chess960) {
  absl::StatusOr<chess::Position> pos = start_position(start, chess960);
  if (!pos.ok()) return pos.status();
  return Referee(laws, *std::move(pos));
}

void Referee::restart(const chess::Position& start) {
  record_.restart(start);
  offers_ = DrawOffers(offer_rules(edition_.offers, policy_));
  required_move_.reset();
  arrive();
}

const chess::MoveList& Referee::legal_moves() const {
  if (!legal_moves_) legal_moves_ = record_.position().legal_moves();
  return *legal_moves_;
}

Event Referee::event(EventKind kind) const {
  Event e;
  e.kind = kind;
  e.edition = edition_.id;
  e.ply = ply();
  return e;
}

absl::Status Referee::play_legal(chess::Move m) {
  if (ending()) return absl::FailedPreconditionError("the game is over");
  record_move(m);
  return absl::OkStatus();
}

void Referee::takeback(int ply) {
  record_.truncate(ply);
  arrive();
}

absl::Status Referee::advance(chess::Move m) {
  if (required_move_ && m != *required_move_) {
    return absl::InvalidArgumentError(absl::StrCat("the intended move ", chess::to_uci(position(), *required_move_),
                                                   " of the incorrect claim must be played (",
                                                   edition_.wrong_claim_article, ")"));
  }
  if (!ending() && !position().is_legal(m)) return absl::InvalidArgumentError("illegal move");
  if (absl::Status played = play_legal(m); !played.ok()) return played;
  required_move_.reset();
  return absl::OkStatus();
}

absl::StatusOr<std::vector<Event>> Referee::play(chess::Move m) {
  if (absl::Status played = advance(m); !played.ok()) return played;
  std::vector<Event> events;
  if (std::optional<Event> result = result_event()) events.push_back(*std::move(result));
  return events;
}

absl::StatusOr<std::vector<Event>> Referee::play(std::string_view uci) {
  if (ending()) return absl::FailedPreconditionError("the game is over");
  absl::StatusOr<chess::Move> m = chess::parse_uci_move(position(), uci);
  if (!m.ok()) return m.status();
  absl::StatusOr<std::vector<Event>> events = play(*m);
  if (!events.ok())
    return absl::InvalidArgumentError(absl::StrCat("move '", av(uci), "': ", events.status().message()));
  return events;
}

std::vector<AvailableClaim> Referee::available_claims() const {
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

std::vector<Event> Referee::claimable() const {
  std::vector<Event> events;
  for (const AvailableClaim& claim : available_claims()) {
    Event e = event(EventKind::kClaim);
    e.rule = claim.rule;
    e.article = claim.article;
    e.moves.reserve(claim.moves.size());
    for (chess::Move m : claim.moves) e.moves.push_back(chess::to_uci(position(), m));
    events.push_back(std::move(e));
  }
  return events;
}

absl::StatusOr<ClaimRuling> Referee::ruling(const Claim& claim, Clocks clocks) {
  if (ending()) return absl::FailedPreconditionError("the game is over");
  if (claim.intended_move && !record_.position().is_legal(*claim.intended_move)) {
    return absl::InvalidArgumentError("the intended move is not legal");
  }
  ClaimRuling ruled = rule_on_claim(record_, edition_, claim, clocks);
  if (ruled.correct) {
    ending_ = draw_by(rule_of(claim.rule), ruled.claim_article);
  } else {
    offers_.offer_by_claim(side_of(record_.position().side_to_move()), record_.ply());
  }
  return ruled;
}

absl::StatusOr<std::vector<Event>> Referee::claim(ClaimedRule rule, std::optional<std::string_view> move,
                                                  Clocks clocks) {
  Claim claim{rule, std::nullopt};
  if (move) {
    absl::StatusOr<chess::Move> m = chess::parse_uci_move(position(), *move);
    if (!m.ok()) return absl::InvalidArgumentError(absl::StrCat("claim with ", m.status().message()));
    claim.intended_move = *m;
  }
  absl::StatusOr<ClaimRuling> ruled = ruling(claim, clocks);
  if (!ruled.ok()) return absl::InvalidArgumentError(absl::StrCat("claim: ", ruled.status().message()));
  if (ruled->must_play_intended_move) required_move_ = claim.intended_move;
  Event e = event(EventKind::kRuling);
  e.rule = rule_of(rule);
  e.article = ruled->ruling_article;
  if (move) e.move = std::string(*move);
  e.ruling = *std::move(ruled);
  std::vector<Event> events{std::move(e)};
  if (std::optional<Event> result = result_event()) events.push_back(*std::move(result));
  return events;
}

absl::Status Referee::offer_draw(chess::Color by) {
  if (ending()) return absl::FailedPreconditionError("the game is over");
  std::optional<Side> mover;
  if (record_.ply() > 0) mover = ~side_of(record_.position().side_to_move());
  return offers_.offer(side_of(by), record_.ply(), mover);
}

absl::Status Referee::reject_offer(chess::Color by) { return offers_.reject(side_of(by)); }

absl::Status Referee::accept_offer(chess::Color by) {
  if (ending()) return absl::FailedPreconditionError("the game is over");
  if (absl::Status accepted = offers_.accept(side_of(by)); !accepted.ok()) return accepted;
  ending_ = draw_by(Rule::kDrawOffer, edition_.offers.article);
  return absl::OkStatus();
}

absl::StatusOr<std::vector<Event>> Referee::offer(chess::Color side) {
  if (absl::Status offered = offer_draw(side); !offered.ok()) return offered;
  Event e = event(EventKind::kOffer);
  e.rule = Rule::kDrawOffer;
  e.article = edition_.offers.article;
  e.side = side_of(side);
  e.fen = fen();
  return std::vector<Event>{std::move(e)};
}

absl::StatusOr<std::vector<Event>> Referee::accept(chess::Color side) {
  if (absl::Status accepted = accept_offer(side); !accepted.ok()) return accepted;
  return std::vector<Event>{*result_event()};
}

// A loss, or a draw when the opponent cannot checkmate by any series of legal moves (6.9).
absl::StatusOr<std::vector<Event>> Referee::flag_fall(chess::Color side) {
  if (ending()) return absl::FailedPreconditionError("the game is over");
  if (side != position().side_to_move()) {
    return absl::InvalidArgumentError("flag: only the player on move can run out of time");
  }
  const bool opponent_can_mate = SearchedUnwinnability().can_mate(record_.position(), ~side);
  const Result result = !opponent_can_mate      ? Result::kDraw
                        : side == chess::kWhite ? Result::kBlackWins
                                                : Result::kWhiteWins;
  ending_ = Ending{record_.ply(), Rule::kTimeout, edition_.timeout_article, result};
  Event e = event(EventKind::kFlagFall);
  e.rule = Rule::kTimeout;
  e.article = ending_->article;
  e.side = side_of(side);
  e.result = ending_->result;
  return std::vector<Event>{std::move(e), *result_event()};
}

std::optional<Event> Referee::result_event() const {
  const std::optional<Ending>& over = ending();
  if (!over) return std::nullopt;
  return draw::result_event(*over, edition_.id, fen());
}

std::optional<Result> Referee::result() const {
  if (const std::optional<Ending>& over = ending()) return over->result;
  return std::nullopt;
}

std::string Referee::fen() const { return chess::to_fen(position()); }

Referee& referee_for(std::optional<Referee>& slot, const Edition& edition, const Policy& policy,
                     const chess::Position& start) {
  if (slot) {
    slot->restart(start);
  } else {
    slot.emplace(edition, policy, start);
  }
  return *slot;
}

}  // namespace drawbridge::draw
