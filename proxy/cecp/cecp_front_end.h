// drawbridge in front of a UCI engine for a GUI that speaks CECP (xboard protocol 2): the GUI's
// commands become the UCI commands an engine and the session understand, and the engine's
// answers become CECP (`move`, thinking output, `feature`, `pong`). The laws stay the
// session's: every UCI line this front end writes to the engine, and every line the engine
// writes, goes through the session first, and the session's events become claims and offers
// the GUI acts on (see draw_speech.h), or `#` lines for its debug log.
//
// One search at a time: a new `go` waits for the `bestmove` of the search before it (after a
// `stop` when the GUI changed its mind), so that each `bestmove` answers the search the
// session and this front end think it does.
//
// The relay calls it from two threads; one mutex guards its state (taken before the session's).
#pragma once

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "proxy/cecp/analysis_status.h"
#include "proxy/cecp/cecp_command.h"
#include "proxy/cecp/edit_board.h"
#include "proxy/cecp/engine_options.h"
#include "proxy/cecp/time_control.h"
#include "proxy/process/line_observer.h"
#include "proxy/report/drawbridge_event.h"
#include "proxy/session/session.h"
#include "proxy/settings/settings.h"
#include "proxy/uci/engine_line.h"
#include "rules/chess/position.h"

namespace drawbridge::cecp {

class CecpFrontEnd final : public LineObserver {
 public:
  // The session must outlive the front end; the front end becomes its event listener.
  CecpFrontEnd(Session& session, const Settings& settings);
  ~CecpFrontEnd() override;

  LineFate on_line(Side from, std::string_view line, Additions& add) override;
  bool engine_owes_answers() const override { return session_.engine_owes_answers(); }
  std::string on_engine_gone(std::string_view how) override;

 private:
  enum class SearchKind { kThink, kPonder, kAnalyze };
  struct Search {
    SearchKind kind = SearchKind::kThink;
    std::string position;   // the `position` line it searches
    bool stopping = false;  // sent `stop`: its bestmove is not to be played
  };
  // Where lines go from the call at hand: the engine and the GUI.
  struct Out {
    std::string& engine;
    std::string& gui;
  };

  LineFate on_gui_line(std::string_view line, Out out);
  void on_engine_line(std::string_view line, Out out);
  void on_bestmove(const uci::BestMove& best, Out out);
  void on_uciok(Out out);

  // The commands with more to them than a flag.
  void on_usermove(std::string_view text, Out out);
  std::optional<chess::Move> castling(std::string_view text) const;
  std::string cecp_move(chess::Move m) const;
  void on_setboard(std::string_view fen, Out out);
  void on_edit_command(std::string_view command, Out out);
  void set_up(chess::Position start, std::string fen, Out out);
  void on_hint(Out out);
  void on_new(Out out);
  void on_variant(std::string_view variant, Out out);
  void on_egtpath(std::string_view args, Out out);
  void take_back(int plies, Out out);
  void on_opponent_offer(Out out);
  void answer_opponent_offer(Out out);
  void end_opponent_offer(std::string_view how, Out out);
  void on_option(std::string_view args, Out out);
  void set_engine_option(std::string_view name, std::string_view value, Out out);
  void send_features(Out out);

  // Stops a search that is no longer wanted, or starts the one wanted when none runs.
  void settle(Out out);
  std::optional<Search> wanted_search() const;
  void start(const Search& search, Out out);

  // A UCI line for the engine, through the session, which may keep it (its own options, or a
  // `go` it answers itself); whether it went to the engine.
  bool to_engine(std::string_view line, Out out);
  void tell_session_position();
  // The events the session emitted during the last call: `#` lines for the GUI.
  void say_events(Out out);
  void say_debug(std::string_view text, Out out);
  bool accepts_offer() const;
  bool engine_on_move() const;
  bool law_has_drawn();

  std::string position_line(std::optional<std::string_view> extra_move = std::nullopt) const;
  void reset_board(chess::Position start, std::optional<std::string> fen);
  int engine_moves_played() const;

  Session& session_;
  const AcceptMode accept_;
  const int accept_margin_;
  std::mutex mutex_;
  std::vector<DrawbridgeEvent> events_;  // emitted by the session during the current call
  bool listening_ = false;               // the session's event listener is this

  // The game as the GUI plays it.
  std::optional<std::string> start_fen_;  // none: the standard start position
  chess::Position start_ = chess::Position::startpos();
  chess::Position board_ = chess::Position::startpos();
  std::vector<std::string> moves_;  // UCI, from start_
  bool chess960_ = false;

  // Who plays what, and how.
  bool force_ = false;
  chess::Color engine_color_ = chess::kBlack;
  bool analyzing_ = false;
  bool game_over_ = false;  // the GUI sent `result`
  bool post_ = false;
  std::optional<EditBoard> edit_;  // in `edit` mode
  bool ponder_ = false;
  std::optional<std::string> predicted_;  // the reply the engine expects: pondered on, and the hint
  TimeControl clock_;
  std::optional<Search> search_;
  bool new_game_pending_ = false;         // `new`: ucinewgame goes before the next search
  bool opponent_offer_ = false;           // the opponent's `draw`, pending
  bool offer_recorded_ = false;           // the session has it
  std::optional<uci::Score> last_score_;  // of the engine's current or last search
  AnalysisStatus status_;                 // of the current search, for `.`

  // The engine's introduction.
  bool uci_sent_ = false;
  bool uciok_ = false;
  bool features_wanted_ = false;  // `protover 2` came before the engine's uciok
  bool debug_on_ = false;         // `feature debug=1` has gone out: `#` lines are safe
  std::string engine_name_;
  std::vector<EngineOption> options_;
  std::map<std::string, std::string, std::less<>> commanded_;  // values set by the GUI's commands
};

}  // namespace drawbridge::cecp
