// The engine's UCI lines as the session's typed calls, for each front end that speaks UCI to the
// engine (uci/front_end, cecp/): the score that counts, skimmed from the flood of info lines
// (score_scanner.h) and read only at `bestmove`; the answers the engine owed (`uciok`,
// `readyok`); and its bestmove, with that score, for the session to judge.
// Only the engine's thread calls it (the relay's engine pump, or a front end under its own lock).
#pragma once

#include <cstddef>
#include <string_view>

#include "proxy/session/session.h"
#include "proxy/uci/score_scanner.h"

namespace drawbridge::uci {

class EngineReader {
 public:
  // The session must outlive the reader.
  explicit EngineReader(Session& session) : session_(session) {}

  // One line of the engine's, without its '\n'; what the session says about it (the claim or
  // offer its bestmove allows) goes to `sink`, to be said right before it. Whether the line is
  // the engine's `uciok`.
  bool on_line(std::string_view line, EventSink& sink);
  // A block of the engine's lines (see LineObserver::on_lines): the length of the run of info
  // lines at its start, taken in at once.
  std::size_t on_lines(std::string_view lines);

 private:
  Session& session_;
  // The engine's last score of its first pv line since its last bestmove.
  LastScore last_score_;
};

}  // namespace drawbridge::uci
