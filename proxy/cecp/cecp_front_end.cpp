#include "proxy/cecp/cecp_front_end.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "proxy/cecp/draw_speech.h"
#include "proxy/cecp/xboard_words.h"
#include "proxy/uci/uci_writer.h"
#include "rules/chess/fen.h"
#include "support/absl_view.h"

namespace drawbridge::cecp {
namespace {

// What the GUI sent, safe to echo in an error line.
std::string echo(std::string_view text) { return reads_as_claim(text) ? defang(text) : std::string(text); }

using uci::append_line;

}  // namespace

CecpFrontEnd::CecpFrontEnd(Session& session, const Settings& settings)
    : session_(session), engine_(EngineSide::Shared{session, game_, searches_, handshake_, clock_, post_}, settings) {}

LineFate CecpFrontEnd::on_line(Side from, std::string_view line, Additions& add) {
  std::lock_guard<std::mutex> lock(mutex_);
  const Out out = Out::from(from, add);
  if (from == Side::kGui) return on_gui_line(line, out);
  engine_.on_engine_line(line, out);
  return LineFate::kSwallow;
}

std::string CecpFrontEnd::on_engine_gone(std::string_view how) {
  std::lock_guard<std::mutex> lock(mutex_);
  std::string gui;
  std::string engine;
  session_.on_engine_gone(how, engine_.heard());
  engine_.say_events(Out{engine, gui});
  return gui;
}

// ---- The GUI's commands ----

LineFate CecpFrontEnd::on_gui_line(std::string_view line, Out out) {
  const Command command = parse_command(line);
  // `quit` and `ping` are never lost in edit mode, whatever a GUI did before them.
  if (edit_ && command.verb != Verb::kQuit && command.verb != Verb::kPing) {
    on_edit_command(command.word, out);
    return LineFate::kSwallow;
  }
  if (command.verb == Verb::kQuit) return LineFate::kForwardThenStop;  // `quit` is UCI too
  dispatch(command, line, out);
  return LineFate::kSwallow;
}

void CecpFrontEnd::dispatch(const Command& command, std::string_view line, Out out) {
  switch (command.verb) {
    case Verb::kEmpty:
    case Verb::kQuit:
    case Verb::kAccepted:
    case Verb::kRejected:
    case Verb::kRandom:
    case Verb::kWhite:
    case Verb::kBlack:
    case Verb::kName:
    case Verb::kRating:
    case Verb::kIcs:
    case Verb::kComputer:
    case Verb::kNps:
    case Verb::kPause:
    case Verb::kResume: break;
    case Verb::kXboard: on_xboard(out); break;
    case Verb::kProtover: on_protover(out); break;
    case Verb::kNew: on_new(out); break;
    case Verb::kVariant: on_variant(command.args, out); break;
    case Verb::kForce: on_play(std::nullopt, out); break;
    case Verb::kGo: on_play(game_.board().side_to_move(), out); break;
    case Verb::kPlayOther: on_play(~game_.board().side_to_move(), out); break;
    case Verb::kLevel:
    case Verb::kSt:
    case Verb::kSd:
    case Verb::kTime:
    case Verb::kOtim: on_clock_command(command, line, out); break;
    case Verb::kUserMove: on_usermove(command.args, out); break;
    case Verb::kBareMove: on_usermove(command.word, out); break;
    case Verb::kMoveNow: on_move_now(out); break;
    case Verb::kPing: append_line(out.gui, absl::StrCat("pong ", echo(command.args))); break;
    case Verb::kDraw: engine_.on_opponent_offer(out); break;
    case Verb::kResult: on_result(out); break;
    case Verb::kSetBoard: on_setboard(command.args, out); break;
    case Verb::kUndo: take_back(1, out); break;
    case Verb::kRemove: take_back(2, out); break;
    case Verb::kHard: on_ponder(true, out); break;
    case Verb::kEasy: on_ponder(false, out); break;
    case Verb::kPost: post_ = true; break;
    case Verb::kNoPost: post_ = false; break;
    case Verb::kAnalyze: on_analyze(true, out); break;
    case Verb::kExit: on_analyze(false, out); break;
    case Verb::kStatus: on_status(out); break;
    case Verb::kEdit: edit_.emplace(game_.board()); break;
    case Verb::kHint: on_hint(out); break;
    case Verb::kBook: on_book(out); break;
    case Verb::kMemory: set_engine_option("Hash", command.args, out); break;
    case Verb::kCores: set_engine_option("Threads", command.args, out); break;
    case Verb::kEgtPath: on_egtpath(command.args, out); break;
    case Verb::kOption: on_option(command.args, out); break;
    case Verb::kUnknown: append_line(out.gui, absl::StrCat("Error (unknown command): ", echo(command.word))); break;
  }
}

void CecpFrontEnd::on_clock_command(const Command& command, std::string_view line, Out out) {
  if (clock_.apply(command)) return;
  std::string_view what = "bad time";
  if (command.verb == Verb::kLevel || command.verb == Verb::kSt) what = "bad time control";
  if (command.verb == Verb::kSd) what = "bad depth";
  append_line(out.gui, absl::StrCat("Error (", av(what), "): ", echo(line)));
}

void CecpFrontEnd::on_xboard(Out out) {
  if (!handshake_.introduce()) return;
  session_.expect_answer();
  uci::write(out.engine, uci::Uci{});
}

void CecpFrontEnd::on_protover(Out out) { out.gui += handshake_.on_protover(); }

// `side`: the side the engine now plays; none for `force`.
void CecpFrontEnd::on_play(std::optional<chess::Color> side, Out out) {
  if (side) {
    searches_.play(*side);
  } else {
    searches_.set_force(true);
  }
  engine_.update_search(out);
}

void CecpFrontEnd::on_ponder(bool on, Out out) {
  searches_.set_ponder(on);
  if (!on) engine_.update_search(out);
  set_engine_option("Ponder", on ? "true" : "false", out);
}

void CecpFrontEnd::on_analyze(bool on, Out out) {
  searches_.set_analyzing(on);
  engine_.update_search(out);
}

void CecpFrontEnd::on_new(Out out) {
  engine_.end_opponent_offer("lapsed", out);
  game_.set_up(chess::Position::startpos(), std::nullopt);
  searches_.start_game();
  clock_.start_game();
  engine_.update_search(out);
  // Not while a search runs: the stopped search's bestmove comes first.
  if (searches_.running()) {
    engine_.new_game_after_search();
  } else {
    session_.start_new_game();
    uci::write(out.engine, uci::UciNewGame{});
  }
}

void CecpFrontEnd::on_variant(std::string_view variant, Out out) {
  if (variant != "normal" && variant != "fischerandom") {
    append_line(out.gui, absl::StrCat("Error (unsupported variant): ", echo(variant)));
    return;
  }
  const bool chess960 = variant == "fischerandom";
  if (chess960 == game_.chess960()) return;
  game_.set_chess960(chess960);
  session_.set_chess960(chess960);
  set_engine_option("UCI_Chess960", chess960 ? "true" : "false", out);
}

void CecpFrontEnd::on_usermove(std::string_view text, Out out) {
  const absl::StatusOr<chess::Move> m = game_.read_move(text);
  if (!m.ok()) {
    append_line(out.gui, absl::StrCat("Illegal move: ", echo(text)));
    engine_.say_debug(absl::StrCat("usermove ", av(text), ": ", m.status().message()), out);
    return;
  }
  const SearchTarget* live = searches_.live();
  const bool pondered = live && live->kind == SearchKind::kPonder && searches_.predicted() == *m;
  game_.play(*m);
  searches_.set_predicted(std::nullopt);
  engine_.answer_pending_offer(out);
  if (pondered && ponder_hit(out)) return;
  engine_.update_search(out);
}

// The engine guessed the opponent's move: its search goes on, now for real, unless the
// move has ended the game under --adjudicate stop (the `go` after it is then the session's
// to answer).
bool CecpFrontEnd::ponder_hit(Out out) {
  const std::optional<SearchTarget> wanted = searches_.wanted(game_);
  if (!wanted || wanted->kind != SearchKind::kThink) return false;
  if (session_.stops_finished_games() && engine_.law_has_drawn()) return false;
  searches_.ponder_hit(*wanted);
  engine_.tell_session();  // an offer's check may have told it the position before
  session_.ponderhit(engine_.heard());
  uci::write(out.engine, uci::PonderHit{});
  engine_.say_events(out);
  return true;
}

// Its move is played: the search is not marked as stopping.
void CecpFrontEnd::on_move_now(Out out) {
  const SearchTarget* live = searches_.live();
  if (live && live->kind == SearchKind::kThink) uci::write(out.engine, uci::Stop{});
}

void CecpFrontEnd::on_result(Out out) {
  searches_.set_game_over(true);
  engine_.end_opponent_offer("lapsed", out);
  searches_.set_predicted(std::nullopt);
  engine_.update_search(out);
}

void CecpFrontEnd::on_setboard(std::string_view fen, Out out) {
  absl::StatusOr<chess::Position> position = chess::parse_fen(fen, game_.chess960());
  if (!position.ok()) {
    // PolyGlot dies here; the engine never sees the FEN, and the game stays as it was.
    append_line(out.gui, absl::StrCat("Error (illegal position): ", echo(fen)));
    engine_.say_debug(absl::StrCat("setboard: ", position.status().message()), out);
    return;
  }
  set_up(*std::move(position), std::string(fen), out);
}

// In `edit` mode until `.`; what is not an edit command is an error, and the mode goes on.
void CecpFrontEnd::on_edit_command(std::string_view command, Out out) {
  if (command != ".") {
    if (const absl::Status placed = edit_->apply(command); !placed.ok()) {
      append_line(out.gui, absl::StrCat("Error (bad edit command): ", echo(command)));
    }
    return;
  }
  absl::StatusOr<chess::Position> position = edit_->finish();
  edit_.reset();
  if (!position.ok()) {
    append_line(out.gui, "Error (illegal position): edit");
    engine_.say_debug(absl::StrCat("edit: ", position.status().message()), out);
    return;
  }
  std::string fen = chess::to_fen(*position);
  set_up(*std::move(position), std::move(fen), out);
}

void CecpFrontEnd::set_up(chess::Position start, std::optional<std::string> fen, Out out) {
  engine_.end_opponent_offer("lapsed", out);
  game_.set_up(std::move(start), std::move(fen));
  searches_.set_predicted(std::nullopt);
  searches_.set_game_over(false);
  engine_.update_search(out);
}

void CecpFrontEnd::on_status(Out out) {
  if (searches_.analyzing() && searches_.live()) append_line(out.gui, engine_.status().line(game_.board()));
}

// The reply the engine expects (its last pv), if it is still to be played.
void CecpFrontEnd::on_hint(Out out) {
  if (const std::optional<chess::Move> predicted = searches_.predicted()) {
    append_line(out.gui, absl::StrCat("Hint: ", game_.cecp_move(*predicted)));
  }
}

// The protocol's answer: lines that start with a space, then an empty line.
void CecpFrontEnd::on_book(Out out) {
  append_line(out.gui, " No book moves: a UCI engine's own book is not asked.");
  append_line(out.gui, "");
}

void CecpFrontEnd::take_back(int plies, Out out) {
  if (plies > static_cast<int>(game_.moves().size())) {
    append_line(out.gui, absl::StrCat("Error (no move to take back): ", plies == 1 ? "undo" : "remove"));
    return;
  }
  engine_.end_opponent_offer("lapsed", out);
  game_.take_back(plies);
  searches_.set_predicted(std::nullopt);
  searches_.set_game_over(false);
  engine_.update_search(out);
}

void CecpFrontEnd::on_egtpath(std::string_view args, Out out) {
  constexpr std::string_view kSyzygy = "syzygy ";
  if (!args.starts_with(kSyzygy)) {
    append_line(out.gui, absl::StrCat("Error (unsupported tablebases): ", echo(args)));
    return;
  }
  set_engine_option("SyzygyPath", args.substr(kSyzygy.size()), out);
}

// drawbridge's own options are the session's; the others the engine's.
void CecpFrontEnd::on_option(std::string_view args, Out out) {
  const std::optional<OptionSetting> setting = option_setting(args, handshake_.options());
  if (!setting) {
    append_line(out.gui, absl::StrCat("Error (unknown option): ", echo(args)));
  } else if (session_.is_own_option(setting->name)) {
    session_.set_own_option(setting->name, setting->value.value_or(""), engine_.heard());
    engine_.say_events(out);
  } else {
    uci::write(out.engine, *setting);
  }
}

void CecpFrontEnd::set_engine_option(std::string_view name, std::string_view value, Out out) {
  if (handshake_.changes(name, value)) {
    uci::write(out.engine, uci::SetOption{std::string(name), std::string(value)});
  }
}

}  // namespace drawbridge::cecp
