// The CECP front end's engine side: the searches it starts and stops (as the SearchScheduler
// wants them), the engine's answers said in CECP (thinking output, PolyGlot's offer and resign
// words, the move with the claim or offer around it), the draw offers (OfferDesk), and the
// session told the game and heard along the way. The front end (cecp_front_end.h) reads the
// GUI's commands, keeps the game, the searches wanted, the features and the clocks, and calls it.
//
// Not thread-safe: the front end calls it under its own lock.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "proxy/cecp/analysis_status.h"
#include "proxy/cecp/cecp_game.h"
#include "proxy/cecp/feature_handshake.h"
#include "proxy/cecp/offer_desk.h"
#include "proxy/cecp/search_scheduler.h"
#include "proxy/cecp/time_control.h"
#include "proxy/process/line_observer.h"
#include "proxy/session/engine_score.h"
#include "proxy/session/event_sink.h"
#include "proxy/session/session.h"
#include "proxy/uci/engine_line.h"
#include "proxy/uci/engine_reader.h"
#include "rules/laws/event.h"
#include "settings/settings.h"

namespace drawbridge::cecp {

// Where lines go from the call at hand: the engine and the GUI.
struct Out {
  std::string& engine;
  std::string& gui;
  // For a line from `from`: `ahead` goes its way, `back` to the side that wrote it.
  static Out from(Side from, Additions& add) {
    return from == Side::kGui ? Out{add.ahead, add.back} : Out{add.back, add.ahead};
  }
};

class EngineSide {
 public:
  // What the front end keeps and this side reads or changes; all must outlive it.
  struct Shared {
    Session& session;
    CecpGame& game;
    SearchScheduler& searches;
    FeatureHandshake& handshake;
    const TimeControl& clock;
    const bool& post;  // the GUI's `post`
  };

  EngineSide(Shared shared, const Settings& settings)
      : s_(shared), engine_(shared.session), offers_(shared.session, heard_, settings.accept, settings.claim_margin) {}

  // Stops a search that is no longer wanted, or starts the one wanted when none runs.
  void update_search(Out out);
  // A line from the engine.
  void on_engine_line(std::string_view line, Out out);
  // `new` came while a search ran: ucinewgame goes before the next search.
  void new_game_after_search() { new_game_pending_ = true; }
  // The status line of the current analysis, for `.`.
  const AnalysisStatus& status() const { return status_; }

  // The opponent's offers (see OfferDesk): the `draw` command, the answer once the engine is on
  // move, and its end (`how`: "lapsed", "declined by a move").
  void on_opponent_offer(Out out);
  void answer_pending_offer(Out out);
  void end_opponent_offer(std::string_view how, Out out);
  // Whether the Laws have drawn the game on the board (and the GUI may not know it).
  bool law_has_drawn();

  // The session follows the game as it stands (and the reply pondered on, if any).
  void tell_session(std::optional<chess::Move> predicted = std::nullopt);
  // What the session says during a call goes here; say_events says it to the GUI.
  EventList& heard() { return heard_; }
  // The events the session said since the last time: `#` lines for the GUI.
  void say_events(Out out);
  void say_debug(std::string_view text, Out out);

 private:
  void start(const SearchTarget& target, Out out);
  void answer_opponent_offer(Out out);
  void on_info(const uci::Info& info, Out out);
  void on_engine_string(std::string_view text, Out out);
  void on_bestmove(const uci::BestMove& best, Out out);
  void play_engine_move(chess::Move m, const std::vector<draw::Event>& events, Out out);

  Shared s_;
  EventList heard_;           // what the session said during the current call
  uci::EngineReader engine_;  // the engine's lines, for the session
  OfferDesk offers_;
  bool new_game_pending_ = false;          // `new`: ucinewgame goes before the next search
  std::optional<EngineScore> last_score_;  // of the engine's current or last search
  AnalysisStatus status_;                  // of the current search, for `.`
};

}  // namespace drawbridge::cecp
