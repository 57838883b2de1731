#include "proxy/session/session_events.h"

#include <utility>

#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"

namespace drawbridge {

draw::Event claim_event(const draw::Referee& referee, const draw::AvailableClaim& claim, chess::Move m) {
  const chess::Position& pos = referee.position();
  draw::Event event;
  event.kind = draw::EventKind::kClaim;
  event.rule = claim.rule;
  event.article = claim.article;
  event.ply = referee.ply();
  if (!claim.moves.empty()) event.move = chess::to_uci(pos, m);
  event.fen = chess::to_fen(pos);
  return event;
}

draw::Event offer_with_move_event(const draw::Referee& referee, chess::Move m, std::string detail) {
  const chess::Position& pos = referee.position();
  draw::Event event;
  event.kind = draw::EventKind::kOffer;
  event.rule = draw::Rule::kDrawOffer;
  event.article = referee.edition().offers.article;
  event.ply = referee.ply() + 1;
  event.move = chess::to_uci(pos, m);
  event.detail = std::move(detail);
  chess::Position after = pos;
  after.make_move(m);
  event.fen = chess::to_fen(after);
  return event;
}

draw::Event standing_offer_event(const draw::Referee& referee, std::string detail) {
  draw::Event event;
  event.kind = draw::EventKind::kOffer;
  event.rule = draw::Rule::kDrawOffer;
  event.article = referee.edition().offers.article;
  event.ply = referee.ply();
  event.detail = std::move(detail);
  event.fen = chess::to_fen(referee.position());
  return event;
}

}  // namespace drawbridge
