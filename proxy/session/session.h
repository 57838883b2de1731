// The session: drawbridge's second and arbiter in the stream, behind the typed calls of a front
// end (uci/front_end for a UCI GUI, cecp/ for an xboard one). It mirrors the game the front end
// names (GameMirror), follows the engine's scores, and decides what to say: draw claims and
// offers for the engine's side right before its `bestmove`, the result right after a `go` in a
// game that is over, errors and notices about the mirror. It speaks only through events, to the
// EventSink each call that may say something is given (event_sink.h); the front end renders them.
// The relay calls it from two threads; one mutex guards all of its state.
//
// The searches, the result said once and the one way events go out are the relay core's, which
// Hub's draughts front end holds too (RelayCore, relay_core.h); to that core the session
// is the chess game (LawsOfGame), which makes no claim at `go` and weighs the engine's move with
// its score. What is chess's alone stays here, each part in its own file: the mirror
// (game_mirror.h), the claim or offer that goes with the engine's move (move_judge.h), the
// opponent's and the engine's own offers, the variant and Chess960, drawbridge's own options
// (own_options.h) and the events it builds (session_events.h).
#pragma once

#include <atomic>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "proxy/report/events_file.h"
#include "proxy/session/engine_score.h"
#include "proxy/session/event_sink.h"
#include "proxy/session/game_mirror.h"
#include "proxy/session/move_judge.h"
#include "proxy/session/option_declaration.h"
#include "proxy/session/own_options.h"
#include "proxy/session/relay_core.h"
#include "proxy/session/search_ledger.h"
#include "proxy/session/tablebase_watch.h"
#include "rules/chess_draw/laws.h"
#include "rules/laws/event.h"
#include "settings/settings.h"

namespace drawbridge {

class Session final : private LawsOfGame {
 public:
  // Judges by `laws`, the ones the settings name, and opens the events file, if any. A new
  // edition set as an option later is looked up in `edition_dirs`.
  static absl::StatusOr<std::unique_ptr<Session>> create(Settings settings,
                                                         std::vector<std::filesystem::path> edition_dirs,
                                                         draw::Laws laws);

  // ---- The engine's answers, as a front end reads them ----
  // The engine's move (as sent: also "(none)" or "0000") ends its oldest search; `score` is its
  // last score of that search. The claim or offer it allows is said, right before the engine's
  // line.
  void on_bestmove(std::string_view move, const std::optional<EngineScore>& score, EventSink& sink);
  // The engine answered a `uci` or `isready`.
  void engine_answered() {
    if (owed_answers_ > 0) --owed_answers_;
  }
  // The engine went away unasked: an error event without a ply (the relay knows no game).
  void on_engine_gone(std::string_view how, EventSink& sink);
  // Until the engine has answered every `uci` and `isready` the GUI sent, it is still busy
  // with what came before a `quit` (loading its network, say).
  bool engine_owes_answers() const { return owed_answers_ > 0; }

  // ---- The typed calls of a front end ----
  // The engine was sent `uci` or `isready`: it owes an answer.
  void expect_answer() { ++owed_answers_; }
  // The game the GUI plays: from `fen` (none: the standard start) with `moves`, all legal.
  // A new start, or any start after start_new_game(), begins a new game.
  // A game that cannot be followed is an error event.
  void follow_game(const std::optional<std::string>& fen, std::span<const chess::Move> moves, EventSink& sink);
  // The same for a game named with its moves as the GUI sent them (UCI's `position`), read here;
  // the error, when it cannot be followed, is returned and not emitted.
  std::optional<MirrorError> follow_sent_game(const std::optional<std::string>& fen,
                                              std::span<const std::string_view> moves);
  // The GUI named no game the mirror can follow: it stops following until it can again.
  MirrorError lose_track(std::string reason);
  // An error about the position on the board, or about the one of `error`.
  void report_error(std::string detail, EventSink& sink);
  void report_error(const MirrorError& error, EventSink& sink);
  void start_new_game();
  void set_chess960(bool on);
  // A variant other than chess (UCI_Variant) turns the Laws off: the session then follows no
  // game and relays without rules, until chess is set again.
  void set_variant(std::string_view variant, EventSink& sink);
  bool follows_rules() const { return rules_on_; }
  // The engine is sent `go` (`ponder`: on a position with the move it expects, hypothetical
  // until ponderhit). The result, when the session answers the `go` instead of the engine
  // (--adjudicate stop, in a game the Laws have ended): no search starts then.
  std::optional<draw::Event> start_search(bool ponder, EventSink& sink);
  // A ponderhit cannot be swallowed like a `go` (the engine is already searching), so even
  // under --adjudicate stop the result is only reported.
  void ponderhit(EventSink& sink);
  // The move of the engine's current search will not be played (the GUI ended the game or
  // changed the position, and the front end stopped it): its bestmove claims nothing.
  void abandon_search();
  // The GUI stopped the engine's search: a ponder search's move, before ponderhit, is never played.
  void stop_search();
  // The result of the game followed, if the Laws have ended it; nothing is emitted.
  std::optional<draw::Event> current_result();
  // Whether a `go` in a game the Laws have ended is answered without the engine (--adjudicate stop).
  bool stops_finished_games() const { return options_.settings().adjudicate == Adjudication::kStop; }
  // drawbridge's own options, as a front end declares them to the GUI (UCI before the engine's
  // uciok, CECP as features).
  std::vector<OptionDeclaration> own_options();
  bool is_own_option(std::string_view name) const { return OwnOptions::is_own(name); }
  // An error event is emitted when the value is not one the option takes.
  void set_own_option(std::string_view name, std::string_view value, EventSink& sink);

  // The opponent's draw offers, which only CECP shows (`draw`). The offer is made with the
  // opponent's last move: call after the game has it. It counts for the edition's re-offer rule.
  void opponent_offer(EventSink& sink);
  // The engine's side accepts the pending offer: a draw by agreement, unless the game is over.
  void accept_opponent_offer(EventSink& sink);
  // The offer ends without acceptance; `how`: "declined by a move", "lapsed".
  void end_opponent_offer(std::string_view how, EventSink& sink);
  // The engine offers a draw with its move `m` (PolyGlot's `info string DrawOffer`); whether
  // the edition's re-offer rule lets it, or drawbridge offered with this move already.
  bool engine_offer(chess::Move m, EventSink& sink);
  // The engine resigns (PolyGlot's `info string Resign`): a notice.
  void engine_resigns(EventSink& sink);

 private:
  Session(OwnOptions options, draw::Laws laws, std::unique_ptr<EventsFile> events);

  bool game_followed() const { return rules_on_ && mirror_.following(); }
  // The position on the board to probe after the mirror changed, asked under the lock; then
  // probed without it and kept under it (tablebase_watch.h).
  std::optional<TablebaseQuestion> tablebase_question();
  void settle_tablebase(const std::optional<TablebaseQuestion>& question);
  void keep_core_settings();

  // ---- LawsOfGame: the chess game, as the relay core asks about it ----
  bool follows_game() const override { return game_followed(); }
  int number() const override { return mirror_.game(); }
  std::string_view edition() const override { return mirror_.edition().id; }
  int ply() const override { return mirror_.ply(); }
  // The Laws' result, else the tables' (tablebase_watch.h).
  std::optional<draw::Event> result() const override;
  bool ended() const override { return mirror_.referee().ending().has_value(); }
  // A UCI engine has no way to claim at `go`: its side's claims go with its move (MoveJudge).
  std::vector<draw::Event> board_claims() const override { return {}; }
  MoveJudgement judge_engine_move(std::string_view move, const Search& search,
                                  const std::optional<EngineScore>& score) override;

  std::mutex mutex_;
  OwnOptions options_;
  GameMirror mirror_;
  std::atomic<int> owed_answers_{0};  // uciok and readyok the engine has yet to send
  // Off while UCI_Variant names a variant other than chess. Written under the lock; a front end
  // reads it without.
  std::atomic<bool> rules_on_{true};
  MoveJudge judge_;
  TablebaseWatch tablebases_;
  // The side to move at the engine's last `go`: whose fifty-move claims drawbridge makes.
  std::optional<chess::Color> engine_side_;
  // Over this session as its game; last, so that it is built after what it asks. A UCI engine
  // answers only its last `go`: a new one replaces the search before it.
  RelayCore core_;
};

}  // namespace drawbridge
