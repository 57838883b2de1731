// drawbridge in front of a UCI engine for a GUI that speaks UCI. Each of the GUI's lines is read
// once, as a command, and becomes the session's typed calls; the line then goes on to the
// engine unchanged, unless it sets one of drawbridge's own options (the session's), or names a
// position the engine may choke on (held back, and its `go` answered here), or lacks the
// `moves` keyword (repaired). The engine's lines are read for the session (EngineReader). The
// session's events are said as `info string drawbridge` lines (EventLines): replies to the GUI's
// line, or right before the engine's; drawbridge's own options are declared before `uciok`.
//
// The relay calls it from two threads: the GUI's lines and its own state on one, the engine's
// lines (the reader's, and the session's under the session's lock) on the other.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "proxy/process/line_observer.h"
#include "proxy/session/game_mirror.h"
#include "proxy/session/session.h"
#include "proxy/uci/engine_reader.h"
#include "proxy/uci/uci_command.h"

namespace drawbridge::uci {

class UciFrontEnd final : public LineObserver {
 public:
  // The session must outlive the front end.
  explicit UciFrontEnd(Session& session) : session_(session), engine_(session) {}

  LineFate on_line(Side from, std::string_view line, Additions& add) override;
  std::size_t on_lines(Side from, std::string_view lines) override;
  bool engine_owes_answers() const override { return session_.engine_owes_answers(); }
  std::string on_engine_gone(std::string_view how) override;

 private:
  // One GUI command each; replies go to the GUI. Commands the session does not follow pass.
  template <typename Command>
  LineFate on_command(const Command&, Additions&) {
    return LineFate::kForward;
  }
  LineFate on_command(const PositionWithoutStart&, Additions& add);
  LineFate on_command(const Position& position, Additions& add);
  LineFate on_command(const SetOption& option, Additions& add);
  LineFate on_command(const Go& go, Additions& add);
  LineFate on_command(const PonderHit&, Additions& add);
  LineFate on_command(const UciNewGame&, Additions&);
  LineFate on_command(const Stop&, Additions&);
  LineFate hold_back(const MirrorError& error, std::string& replies);
  LineFate repair_moves_keyword(const Position& position, Additions& add);
  // drawbridge's own options, declared before the engine's `uciok`.
  void declare_own_options(std::string& out);

  Session& session_;
  EngineReader engine_;  // only the engine's thread touches it
  // The GUI's last position was not passed on: its `go` is answered here. Only the GUI's
  // thread touches it.
  bool held_back_ = false;
};

}  // namespace drawbridge::uci
