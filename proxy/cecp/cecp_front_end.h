// drawbridge in front of a UCI engine for a GUI that speaks CECP (xboard protocol 2). Each of
// the GUI's commands is one call, into the rooms that keep what it changes:
//   - CecpGame: the game, kept once, which the session follows by typed calls;
//   - SearchScheduler: who plays what, and which search the engine should run;
//   - FeatureHandshake: the engine's introduction and its options as features;
//   - TimeControl: the clocks, as the arguments of the engine's `go`.
// The engine's side (engine_side.h) starts and stops the engine's searches, which are sent as UCI;
// its lines go through the session first (which applies the Laws as in UCI mode) and come back
// as CECP (`move`, thinking output). The session's events become the claims and offers the GUI
// acts on (draw_speech.h), or `#` lines for its debug log; OfferDesk keeps the draw offers.
//
// The relay calls it from two threads; one mutex guards its state (taken before the session's).
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "proxy/cecp/cecp_command.h"
#include "proxy/cecp/cecp_game.h"
#include "proxy/cecp/edit_board.h"
#include "proxy/cecp/engine_side.h"
#include "proxy/cecp/feature_handshake.h"
#include "proxy/cecp/search_scheduler.h"
#include "proxy/cecp/time_control.h"
#include "proxy/process/line_observer.h"
#include "proxy/session/session.h"
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

  Session& session_;
  std::mutex mutex_;
  CecpGame game_;
  SearchScheduler searches_;
  FeatureHandshake handshake_;
  TimeControl clock_;
  std::optional<EditBoard> edit_;  // in `edit` mode
  bool post_ = false;
  EngineSide engine_;  // over the members above
};

}  // namespace drawbridge::cecp
