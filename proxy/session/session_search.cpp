// The session's part in the engine's searches: the search a front end starts (or the session
// answers itself), and the claim or offer that goes right before the engine's bestmove.
#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "proxy/report/relay_event.h"
#include "proxy/session/session.h"
#include "proxy/session/session_events.h"
#include "rules/chess/uci_move.h"

namespace drawbridge {

// The engine's search begins; the result, when the session answers the `go` itself.
std::optional<draw::Event> Session::begin_search(bool ponder, EventSink& sink) {
  searches_.start(Search{.game = mirror_.game(), .ply = mirror_.ply(), .ponder = ponder});
  // The pondered position is hypothetical: its result, if any, is announced at ponderhit.
  if (ponder || !game_followed()) return std::nullopt;
  if (std::optional<draw::Event> result = answer_to_go()) {
    emit(*result, sink);
    return result;
  }
  report_result_once(sink);
  return std::nullopt;
}

// Under --adjudicate stop a game the Laws have ended is not searched: the result answers.
std::optional<draw::Event> Session::answer_to_go() {
  if (settings_.adjudicate != Adjudication::kStop) return std::nullopt;
  std::optional<draw::Event> result = mirror_.referee().result_event();
  if (result) searches_.withdraw_newest();
  return result;
}

void Session::report_result_once(EventSink& sink) {
  const std::optional<draw::Event> result = mirror_.referee().result_event();
  if (!result) return;
  if (!result_once_.first_time(mirror_.game(), *result->ply)) return;
  emit(*result, sink);
}

void Session::on_bestmove(std::string_view move, const std::optional<EngineScore>& score, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  const std::optional<Search> search = searches_.answered();
  if (!search || !search->move_is_played() || !game_followed()) return;
  // A `position` between `go` and `bestmove` breaks the protocol; the move is then not the
  // answer to the position on the board.
  if (!search->began_at(mirror_.game(), mirror_.ply())) return;
  draw::Arbiter& arbiter = mirror_.arbiter();
  if (arbiter.ending()) {
    // python-chess keeps the last `info string` of a search (engine.py merges info lines into
    // one dict), and engines write their own after `go`: the result is said again, last.
    // The events file has it once already.
    if (const std::optional<draw::Event> result = mirror_.referee().result_event()) sink.on_result_again(*result);
    return;
  }
  const chess::Position& pos = arbiter.record().position();
  const absl::StatusOr<chess::Move> m = chess::parse_uci_move(pos, move);
  if (!m.ok()) {
    if (move != "(none)" && move != "0000") {
      emit(error_event(search->ply, std::string(move),
                       absl::StrCat("the engine's bestmove is not legal: ", m.status().message())),
           sink);
    }
    return;
  }
  mirror_.remember_engine_move(*m);
  if (own_scores_game_ != search->game) own_scores_.clear();
  own_scores_game_ = search->game;
  own_scores_.record(search->ply, score);
  if (const std::optional<draw::Event> claim = claim_for(*m, score)) {
    emit(*claim, sink);
    // A claim is also an offer where the edition says so (9.1.2.3 in fide-2023).
    arbiter.offers().offer_by_claim(pos.side_to_move(), search->ply);
    return;
  }
  if (const std::optional<draw::Event> offer = offer_for(*m)) emit(*offer, sink);
}

// The claim the engine's move allows: on the board (b) first, as it commits to nothing,
// then with the move as the declared one (a); threefold before fifty moves. An (a) claim is
// about the position on the board, where it is made, as `drawbridge adjudicate` lists it.
std::optional<draw::Event> Session::claim_for(chess::Move m, const std::optional<EngineScore>& score) const {
  if (!wants_to_claim(settings_.claim, settings_.claim_margin, score)) return std::nullopt;
  const draw::Arbiter& arbiter = mirror_.arbiter();
  std::vector<draw::AvailableClaim> claims = arbiter.available_claims();
  std::stable_partition(claims.begin(), claims.end(), [](const draw::AvailableClaim& c) { return c.moves.empty(); });
  for (const draw::AvailableClaim& claim : claims) {
    if (claim.moves.empty() || std::find(claim.moves.begin(), claim.moves.end(), m) != claim.moves.end()) {
      return claim_event(arbiter, claim, m);
    }
  }
  return std::nullopt;
}

// An offer is made after one's own move (9.1), so it is about the position after `m`.
std::optional<draw::Event> Session::offer_for(chess::Move m) {
  draw::Arbiter& arbiter = mirror_.arbiter();
  const chess::Position& pos = arbiter.record().position();
  if (!wants_to_offer(settings_, pos.fullmove_number(), own_scores_)) return std::nullopt;
  const chess::Color us = pos.side_to_move();
  if (!arbiter.offers().offer(us, arbiter.record().ply() + 1, us).ok()) return std::nullopt;  // the re-offer rule
  return offer_with_move_event(arbiter, m, "");
}

}  // namespace drawbridge
