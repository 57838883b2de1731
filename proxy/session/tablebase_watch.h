// The Syzygy tables over the mirrored game: the position on the board is probed when the session
// updates its game (never per forwarded line), and the first position of a game that the tables
// and the Laws decide is kept as that game's tablebase result (rule=tablebase), said like the
// other results: once, after a `go`, or instead of the engine's move under --adjudicate stop.
//
// A probe can take milliseconds (a DTZ table's first read), so it runs outside the session's
// lock: question() is asked under the lock, answer() without it (tablebase.h: safe on any
// thread), and keep() under the lock again, which drops an answer the game has moved past.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "proxy/session/game_mirror.h"
#include "rules/chess/position.h"
#include "rules/chess_draw/edition.h"
#include "rules/laws/event.h"
#include "rules/tablebases/tablebase.h"
#include "settings/settings.h"

namespace drawbridge {

// A position of a game to probe, with what the verdict needs besides the tables.
struct TablebaseQuestion {
  std::shared_ptr<const tb::Tablebase> tables;
  chess::Position position;
  int game = 0;
  int ply = 0;
  draw::Edition edition;
  ClaimMode claim = ClaimMode::kUnlessWinning;
  chess::Color engine_side = chess::kWhite;  // whose fifty-move claims drawbridge makes
};

class TablebaseWatch {
 public:
  // The tables the settings name (none when --syzygy is empty), opened again only when their
  // folders or piece limit changed. The error names the folder; the tables held stay.
  absl::Status open(const Settings& settings);
  // Table files left out when they were opened, each once; then empty.
  std::vector<std::string> take_problems();

  // After the mirror changed: the position on the board, unless no tables cover it or this
  // game's verdict stands. A new game, or a take-back past the verdict's ply, drops the verdict.
  std::optional<TablebaseQuestion> question(const GameMirror& mirror, ClaimMode claim, chess::Color engine_side);
  // The tables' and the Laws' result for the question's position, if they decide it. The side
  // that would lose claims 9.3 when drawbridge claims for it: `claim` is not never and it is
  // the engine's side.
  static std::optional<draw::Event> answer(const TablebaseQuestion& question);
  // The answer becomes the game's verdict if the mirror is still at the question's position.
  void keep(std::optional<draw::Event> answer, const TablebaseQuestion& question, const GameMirror& mirror);
  // This game's tablebase result, if the tables have decided one.
  std::optional<draw::Event> verdict(int game) const;

 private:
  std::shared_ptr<const tb::Tablebase> tables_;
  std::string opened_for_;  // the settings' folders and pieces the tables were opened for
  std::vector<std::string> problems_;
  std::optional<draw::Event> verdict_;
  int verdict_game_ = 0;
};

}  // namespace drawbridge
