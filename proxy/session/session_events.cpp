#include "proxy/session/session_events.h"

#include <utility>

#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"

namespace drawbridge {

draw::Event claim_event(const draw::Arbiter& arbiter, const draw::AvailableClaim& claim, chess::Move m) {
  const chess::Position& pos = arbiter.record().position();
  draw::Event event;
  event.kind = draw::EventKind::kClaim;
  event.rule = claim.rule;
  event.article = claim.article;
  event.ply = arbiter.record().ply();
  if (!claim.moves.empty()) event.move = chess::to_uci(pos, m);
  event.fen = chess::to_fen(pos);
  return event;
}

draw::Event offer_with_move_event(const draw::Arbiter& arbiter, chess::Move m, std::string detail) {
  const chess::Position& pos = arbiter.record().position();
  draw::Event event;
  event.kind = draw::EventKind::kOffer;
  event.rule = draw::Rule::kDrawOffer;
  event.article = arbiter.edition().offers.article;
  event.ply = arbiter.record().ply() + 1;
  event.move = chess::to_uci(pos, m);
  event.detail = std::move(detail);
  chess::Position after = pos;
  after.make_move(m);
  event.fen = chess::to_fen(after);
  return event;
}

draw::Event standing_offer_event(const draw::Arbiter& arbiter, std::string detail) {
  draw::Event event;
  event.kind = draw::EventKind::kOffer;
  event.rule = draw::Rule::kDrawOffer;
  event.article = arbiter.edition().offers.article;
  event.ply = arbiter.record().ply();
  event.detail = std::move(detail);
  event.fen = chess::to_fen(arbiter.record().position());
  return event;
}

}  // namespace drawbridge
