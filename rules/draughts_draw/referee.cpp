#include "rules/draughts_draw/referee.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "rules/draughts/fen.h"
#include "rules/draughts/pdn_move.h"
#include "rules/draughts_draw/holding_rules.h"
#include "rules/draughts_draw/repetition.h"
#include "rules/draughts_draw/side.h"
#include "support/absl_view.h"

namespace drawbridge::draughts_draw {
namespace {

draw::Ending draw_by(int ply, draw::Rule rule, std::string article) {
  return draw::Ending{ply, rule, std::move(article), draw::Result::kDraw};
}

}  // namespace

Referee::Referee(Edition edition, draw::Policy policy, draughts::Position start)
    : edition_(std::move(edition)),
      policy_(policy),
      record_(std::move(start)),
      offers_(draw::offer_rules(edition_.offers, policy_)),
      ending_(automatic_ending()) {}

absl::StatusOr<Referee> Referee::create(const Edition& edition, const draw::Policy& policy,
                                        std::optional<std::string_view> fen) {
  if (!fen) return Referee(edition, policy, draughts::Position::start(edition.game));
  absl::StatusOr<draughts::Position> pos = draughts::parse_fen(edition.game, *fen);
  if (!pos.ok()) return absl::InvalidArgumentError(absl::StrCat("bad FEN: ", pos.status().message()));
  return Referee(edition, policy, *std::move(pos));
}

std::optional<draw::Ending> Referee::automatic_ending() const {
  const draughts::Position& pos = record_.position();
  if (pos.legal_move_count() == 0) {
    const bool white_lost = pos.side_to_move() == draughts::Color::kWhite;
    return draw::Ending{ply(), draw::Rule::kNoMove, edition_.no_move_article,
                        white_lost ? draw::Result::kBlackWins : draw::Result::kWhiteWins};
  }
  for (const HoldingRule& holding : holding_rules(record_, edition_)) {
    if (holding.ruling.automatic || policy_.arbiter_initiative)
      return draw_by(ply(), holding.rule, holding.ruling.article);
  }
  return std::nullopt;
}

void Referee::advance(const draughts::Move& m) {
  offers_.on_move(side_of(position().side_to_move()));
  record_.play(m);
  ending_ = automatic_ending();
}

absl::StatusOr<draughts::Move> Referee::read_move(std::string_view pdn) const {
  absl::StatusOr<draughts::Move> m = draughts::parse_pdn_move(position(), pdn);
  if (!m.ok()) return absl::InvalidArgumentError(absl::StrCat("move '", av(pdn), "': ", m.status().message()));
  return m;
}

absl::StatusOr<std::vector<draw::Event>> Referee::play(const draughts::Move& m) {
  if (ending_) return absl::FailedPreconditionError("the game is over");
  const draughts::MoveList legal = position().legal_moves();
  if (std::find(legal.begin(), legal.end(), m) == legal.end()) return absl::InvalidArgumentError("illegal move");
  advance(m);
  std::vector<draw::Event> events;
  if (std::optional<draw::Event> result = result_event()) events.push_back(*std::move(result));
  return events;
}

absl::StatusOr<std::vector<draw::Event>> Referee::play(std::string_view pdn) {
  if (ending_) return absl::FailedPreconditionError("the game is over");
  absl::StatusOr<draughts::Move> m = read_move(pdn);
  if (!m.ok()) return m.status();
  return play(*m);
}

absl::StatusOr<std::vector<draw::Event>> Referee::claim(draw::Rule rule, std::optional<std::string_view> move,
                                                        draw::Clocks clocks) {
  if (ending_) return absl::FailedPreconditionError("the game is over");
  std::optional<draughts::Move> written;
  if (move) {
    if (rule != draw::Rule::kThreefoldRepetition || edition_.repetition.with_move_article.empty()) {
      return absl::InvalidArgumentError("claim: only a repetition is claimed with a written move here");
    }
    absl::StatusOr<draughts::Move> m = read_move(*move);
    if (!m.ok()) return absl::InvalidArgumentError(absl::StrCat("claim with ", m.status().message()));
    written = *m;
  }
  draw::ClaimRuling ruling;
  ruling.clocks = clocks;
  if (written) {
    ruling.claim_article = edition_.repetition.with_move_article;
    const std::vector<draughts::Move> moves = repetition_claim_moves(record_, edition_.repetition.count);
    ruling.correct = std::find(moves.begin(), moves.end(), *written) != moves.end();
  } else {
    for (const HoldingRule& holding : holding_rules(record_, edition_)) {
      if (holding.rule != rule || holding.ruling.automatic) continue;
      ruling.correct = true;
      ruling.claim_article = holding.ruling.article;
      break;
    }
  }
  ruling.ruling_article = ruling.correct ? edition_.correct_claim_article : edition_.wrong_claim_article;
  draw::Event e = event(draw::EventKind::kRuling);
  e.rule = rule;
  e.article = ruling.ruling_article;
  if (move) e.move = std::string(*move);
  e.ruling = ruling;
  if (ruling.correct) {
    ending_ = draw_by(ply(), rule, ruling.claim_article);
  } else if (written) {
    advance(*written);
  }
  std::vector<draw::Event> events{std::move(e)};
  if (std::optional<draw::Event> result = result_event()) events.push_back(*std::move(result));
  return events;
}

absl::StatusOr<std::vector<draw::Event>> Referee::offer(draughts::Color side) {
  if (ending_) return absl::FailedPreconditionError("the game is over");
  std::optional<draw::Side> mover;
  if (ply() > 0) mover = ~side_of(position().side_to_move());
  if (absl::Status offered = offers_.offer(side_of(side), ply(), mover); !offered.ok()) return offered;
  draw::Event e = event(draw::EventKind::kOffer);
  e.rule = draw::Rule::kDrawOffer;
  e.article = edition_.offers.article;
  e.side = side_of(side);
  e.fen = fen();
  return std::vector<draw::Event>{std::move(e)};
}

absl::StatusOr<std::vector<draw::Event>> Referee::accept(draughts::Color side) {
  if (ending_) return absl::FailedPreconditionError("the game is over");
  if (absl::Status accepted = offers_.accept(side_of(side)); !accepted.ok()) return accepted;
  ending_ = draw_by(ply(), draw::Rule::kDrawOffer, edition_.offers.article);
  return std::vector<draw::Event>{*result_event()};
}

std::vector<draw::Event> Referee::claimable() const {
  std::vector<draw::Event> events;
  if (ending_) return events;
  for (const HoldingRule& holding : holding_rules(record_, edition_)) {
    if (holding.ruling.automatic) continue;
    draw::Event e = event(draw::EventKind::kClaim);
    e.rule = holding.rule;
    e.article = holding.ruling.article;
    events.push_back(std::move(e));
  }
  if (!edition_.repetition.ruling.automatic && !edition_.repetition.with_move_article.empty()) {
    const std::vector<draughts::Move> moves = repetition_claim_moves(record_, edition_.repetition.count);
    if (!moves.empty()) {
      draw::Event e = event(draw::EventKind::kClaim);
      e.rule = draw::Rule::kThreefoldRepetition;
      e.article = edition_.repetition.with_move_article;
      for (const draughts::Move& m : moves) e.moves.push_back(draughts::to_pdn_move(position(), m));
      std::sort(e.moves.begin(), e.moves.end());
      events.push_back(std::move(e));
    }
  }
  return events;
}

draw::Event Referee::event(draw::EventKind kind) const {
  draw::Event e;
  e.kind = kind;
  e.edition = edition_.id;
  e.ply = ply();
  return e;
}

std::optional<draw::Event> Referee::result_event() const {
  if (!ending_) return std::nullopt;
  return draw::result_event(*ending_, edition_.id, fen());
}

std::string Referee::fen() const { return draughts::to_fen(position()); }

}  // namespace drawbridge::draughts_draw
