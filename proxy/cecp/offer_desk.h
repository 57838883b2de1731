// The draw offers between the engine and its opponent in a CECP game.
//   - The opponent's `draw`: xboard passes it before the move it was made with, so it is
//     answered once the engine is on move, after that move. It is accepted (`offer draw`,
//     which xboard takes as agreement) as --accept says, and always in a game the Laws have
//     drawn; otherwise the engine's move declines it, or it lapses with the game.
//   - The engine's own offers, in PolyGlot's convention for engines that declare the option
//     UCI_DrawOffers: `info string DrawOffer` offers a draw with the engine's next move (or
//     accepts the opponent's pending offer), and the opponent's `draw` reaches the engine as
//     `setoption name DrawOffer value draw`. The edition's re-offer rule applies to them as
//     to drawbridge's own offers (Session::engine_offer).
// The session records every offer and its end; the front end says what the desk decides.
#pragma once

#include <optional>

#include "proxy/session/engine_score.h"
#include "proxy/session/event_sink.h"
#include "proxy/session/session.h"
#include "settings/settings.h"

namespace drawbridge::cecp {

class OfferDesk {
 public:
  // What the session says about the offers goes to `heard`; both must outlive the desk.
  OfferDesk(Session& session, EventSink& heard, AcceptMode accept, int accept_margin)
      : session_(session), heard_(heard), accept_(accept), accept_margin_(accept_margin) {}

  // The engine declared UCI_DrawOffers.
  void set_engine_speaks_offers() { engine_speaks_offers_ = true; }
  bool engine_speaks_offers() const { return engine_speaks_offers_; }

  // The opponent's `draw`; false when one is pending already (one answer per offer).
  bool opponent_offers();
  // An offer of the opponent's the engine has not answered yet.
  bool awaits_answer() const { return pending_ && !recorded_; }
  enum class Answer { kNone, kAccept, kAcceptByLaw };
  // The engine, now on move, answers the pending offer: recorded, and accepted when the Laws
  // have drawn the game or --accept says so (by the engine's last score).
  Answer answer(bool law_has_drawn, const std::optional<EngineScore>& last_score);
  // The engine accepts the pending offer (its `info string DrawOffer`); whether one was pending.
  bool engine_accepts();
  // The pending offer ends; `how`: "declined by a move", "lapsed".
  void end(std::string_view how);

  // `info string DrawOffer` with no offer of the opponent's pending: with the next move.
  void engine_offers() { engine_offer_ = true; }
  // The engine's move `m` is about to be played: whether an offer of the engine's goes with it.
  bool offer_with(chess::Move m);

 private:
  bool accepts(const std::optional<EngineScore>& last_score) const;
  void accept();

  Session& session_;
  EventSink& heard_;
  const AcceptMode accept_;
  const int accept_margin_;
  bool engine_speaks_offers_ = false;
  bool pending_ = false;   // the opponent's offer
  bool recorded_ = false;  // the session has it
  bool engine_offer_ = false;
};

}  // namespace drawbridge::cecp
