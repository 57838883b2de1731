// drawbridge in front of a UCI engine for a GUI that speaks CECP (xboard protocol 2). Each of
// the GUI's commands is one call, into the rooms that keep what it changes:
//   - CecpGame: the game, kept once, which the session follows by typed calls;
//   - SearchScheduler: who plays what, and which search the engine should run;
//   - OfferDesk: the opponent's draw offers and the engine's own;
//   - FeatureHandshake: the engine's introduction and its options as features;
//   - TimeControl: the clocks, as the arguments of the engine's `go`.
// The engine is sent UCI; its lines go through the session first (which applies the Laws as
// in UCI mode) and come back as CECP (`move`, thinking output, `pong`). The session's events
// (heard in an EventList) become the claims and offers the GUI acts on (draw_speech.h), or `#`
// lines for its debug log.
//
// The relay calls it from two threads; one mutex guards its state (taken before the session's).
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "proxy/cecp/analysis_status.h"
#include "proxy/cecp/cecp_command.h"
#include "proxy/cecp/cecp_game.h"
#include "proxy/cecp/edit_board.h"
#include "proxy/cecp/feature_handshake.h"
#include "proxy/cecp/offer_desk.h"
#include "proxy/cecp/search_scheduler.h"
#include "proxy/cecp/time_control.h"
#include "proxy/process/line_observer.h"
#include "proxy/session/event_list.h"
#include "proxy/session/session.h"
#include "proxy/uci/engine_line.h"
#include "proxy/uci/engine_reader.h"
#include "rules/laws/event.h"
#include "settings/settings.h"

namespace drawbridge::cecp {

class CecpFrontEnd final : public LineObserver {
 public:
  // The session must outlive the front end.
  CecpFrontEnd(Session& session, const Settings& settings);

  LineFate on_line(Side from, std::string_view line, Additions& add) override;
  bool engine_owes_answers() const override { return session_.engine_owes_answers(); }
  std::string on_engine_gone(std::string_view how) override;

 private:
  // Where lines go from the call at hand: the engine and the GUI.
  struct Out {
    std::string& engine;
    std::string& gui;
    // For a line from `from`: `ahead` goes its way, `back` to the side that wrote it.
    static Out from(Side from, Additions& add) {
      return from == Side::kGui ? Out{add.ahead, add.back} : Out{add.back, add.ahead};
    }
  };

  LineFate on_gui_line(std::string_view line, Out out);
  void dispatch(const Command& command, std::string_view line, Out out);
  void on_clock_command(const Command& command, std::string_view line, Out out);
  void on_xboard(Out out);
  void on_protover(Out out);
  void on_play(std::optional<chess::Color> side, Out out);
  void on_ponder(bool on, Out out);
  void on_analyze(bool on, Out out);
  void on_new(Out out);
  void on_variant(std::string_view variant, Out out);
  void on_usermove(std::string_view text, Out out);
  bool ponder_hit(Out out);
  void on_move_now(Out out);
  void on_result(Out out);
  void on_setboard(std::string_view fen, Out out);
  void on_edit_command(std::string_view command, Out out);
  void set_up(chess::Position start, std::optional<std::string> fen, Out out);
  void on_status(Out out);
  void on_hint(Out out);
  void on_book(Out out);
  void take_back(int plies, Out out);
  void on_egtpath(std::string_view args, Out out);
  void on_option(std::string_view args, Out out);
  void set_engine_option(std::string_view name, std::string_view value, Out out);

  // The opponent's offers, and the engine's (see OfferDesk).
  void on_opponent_offer(Out out);
  void answer_opponent_offer(Out out);
  void end_opponent_offer(std::string_view how, Out out);
  bool law_has_drawn();

  // Stops a search that is no longer wanted, or starts the one wanted when none runs.
  void update_search(Out out);
  void start(const SearchTarget& target, Out out);

  void on_engine_line(std::string_view line, Out out);
  void on_info(const uci::Info& info, Out out);
  void on_engine_string(std::string_view text, Out out);
  void on_bestmove(const uci::BestMove& best, Out out);
  void play_engine_move(chess::Move m, const std::vector<draw::Event>& events, Out out);

  // The session follows the game as it stands (and the reply pondered on, if any).
  void tell_session(std::optional<chess::Move> predicted = std::nullopt);
  // The events the session said since the last time: `#` lines for the GUI.
  void say_events(Out out);
  void say_debug(std::string_view text, Out out);

  Session& session_;
  uci::EngineReader engine_;  // the engine's lines, for the session
  std::mutex mutex_;
  EventList heard_;  // what the session said during the current call

  CecpGame game_;
  SearchScheduler searches_;
  OfferDesk offers_;
  FeatureHandshake handshake_;
  TimeControl clock_;
  std::optional<EditBoard> edit_;  // in `edit` mode
  bool post_ = false;
  bool new_game_pending_ = false;          // `new`: ucinewgame goes before the next search
  std::optional<EngineScore> last_score_;  // of the engine's current or last search
  AnalysisStatus status_;                  // of the current search, for `.`
};

}  // namespace drawbridge::cecp
