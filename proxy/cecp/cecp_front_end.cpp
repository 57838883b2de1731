#include "proxy/cecp/cecp_front_end.h"

#include <utility>
#include <variant>

#include "absl/strings/str_cat.h"
#include "proxy/cecp/draw_speech.h"
#include "proxy/cecp/thinking_line.h"
#include "proxy/cecp/xboard_words.h"
#include "proxy/session/claim_policy.h"
#include "rules/chess/fen.h"
#include "rules/chess/san.h"
#include "rules/chess/uci_move.h"
#include "support/absl_view.h"

namespace drawbridge::cecp {
namespace {

// What the GUI sent, safe to echo in an error line.
std::string echo(std::string_view text) { return reads_as_claim(text) ? defang(text) : std::string(text); }

void append_line(std::string& out, std::string_view line) { absl::StrAppend(&out, av(line), "\n"); }

}  // namespace

CecpFrontEnd::CecpFrontEnd(Session& session, const Settings& settings)
    : session_(session), accept_(settings.accept), accept_margin_(settings.claim_margin) {}

CecpFrontEnd::~CecpFrontEnd() {
  if (listening_) session_.set_event_listener(nullptr);
}

LineFate CecpFrontEnd::on_line(Side from, std::string_view line, Additions& add) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!listening_) {
    // Only now: in UCI mode the session has no listener and works exactly as without this class.
    session_.set_event_listener([this](const DrawbridgeEvent& event) { events_.push_back(event); });
    listening_ = true;
  }
  if (from == Side::kGui) return on_gui_line(line, Out{add.ahead, add.back});
  on_engine_line(line, Out{add.back, add.ahead});
  return LineFate::kSwallow;
}

std::string CecpFrontEnd::on_engine_gone(std::string_view how) {
  std::lock_guard<std::mutex> lock(mutex_);
  std::string gui;
  std::string engine;
  (void)session_.on_engine_gone(how);
  say_events(Out{engine, gui});
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
  switch (command.verb) {
    case Verb::kEmpty:
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
    case Verb::kXboard:
      if (!uci_sent_) to_engine("uci", out);
      uci_sent_ = true;
      break;
    case Verb::kProtover:
      if (uciok_) {
        send_features(out);
      } else {
        append_line(out.gui, "feature done=0");  // the engine's options are not known yet
        features_wanted_ = true;
      }
      break;
    case Verb::kQuit: return LineFate::kForwardThenStop;  // `quit` is UCI too
    case Verb::kNew: on_new(out); break;
    case Verb::kVariant: on_variant(command.args, out); break;
    case Verb::kForce:
      force_ = true;
      settle(out);
      break;
    case Verb::kGo:
      force_ = false;
      engine_color_ = board_.side_to_move();
      settle(out);
      break;
    case Verb::kPlayOther:
      force_ = false;
      engine_color_ = ~board_.side_to_move();
      settle(out);
      break;
    case Verb::kLevel:
      if (const std::optional<Level> level = parse_level(command.args)) {
        clock_.level = level;
        clock_.seconds_per_move.reset();
      } else {
        append_line(out.gui, absl::StrCat("Error (bad time control): ", echo(line)));
      }
      break;
    case Verb::kSt:
      if (const std::optional<double> seconds = parse_number(command.args); seconds && *seconds > 0) {
        clock_.seconds_per_move = seconds;
      } else {
        append_line(out.gui, absl::StrCat("Error (bad time control): ", echo(line)));
      }
      break;
    case Verb::kSd:
      if (const std::optional<double> depth = parse_number(command.args); depth && *depth >= 1) {
        clock_.depth = static_cast<int>(*depth);
      } else {
        append_line(out.gui, absl::StrCat("Error (bad depth): ", echo(line)));
      }
      break;
    case Verb::kTime:
    case Verb::kOtim:
      if (const std::optional<double> cs = parse_number(command.args)) {
        (command.verb == Verb::kTime ? clock_.engine_cs : clock_.opponent_cs) = static_cast<std::int64_t>(*cs);
      } else {
        append_line(out.gui, absl::StrCat("Error (bad time): ", echo(line)));
      }
      break;
    case Verb::kUserMove: on_usermove(command.args, out); break;
    case Verb::kBareMove: on_usermove(command.word, out); break;
    case Verb::kMoveNow:
      // Its move is played: the search is not marked as stopping.
      if (search_ && search_->kind == SearchKind::kThink && !search_->stopping) to_engine("stop", out);
      break;
    case Verb::kPing: append_line(out.gui, absl::StrCat("pong ", echo(command.args))); break;
    case Verb::kDraw: on_opponent_offer(out); break;
    case Verb::kResult:
      game_over_ = true;
      end_opponent_offer("lapsed", out);
      predicted_.reset();
      settle(out);
      break;
    case Verb::kSetBoard: on_setboard(command.args, out); break;
    case Verb::kUndo: take_back(1, out); break;
    case Verb::kRemove: take_back(2, out); break;
    case Verb::kHard:
      ponder_ = true;
      set_engine_option("Ponder", "true", out);
      break;
    case Verb::kEasy:
      ponder_ = false;
      settle(out);
      set_engine_option("Ponder", "false", out);
      break;
    case Verb::kPost: post_ = true; break;
    case Verb::kNoPost: post_ = false; break;
    case Verb::kAnalyze:
      analyzing_ = true;
      settle(out);
      break;
    case Verb::kExit:
      analyzing_ = false;
      settle(out);
      break;
    case Verb::kStatus:
      if (analyzing_ && search_ && !search_->stopping) append_line(out.gui, status_.line(board_));
      break;
    case Verb::kEdit: edit_.emplace(board_); break;
    case Verb::kHint: on_hint(out); break;
    case Verb::kBook:
      // The protocol's answer: lines that start with a space, then an empty line.
      append_line(out.gui, " No book moves: a UCI engine's own book is not asked.");
      append_line(out.gui, "");
      break;
    case Verb::kMemory: set_engine_option("Hash", command.args, out); break;
    case Verb::kCores: set_engine_option("Threads", command.args, out); break;
    case Verb::kEgtPath: on_egtpath(command.args, out); break;
    case Verb::kOption: on_option(command.args, out); break;
    case Verb::kUnknown: append_line(out.gui, absl::StrCat("Error (unknown command): ", echo(command.word))); break;
  }
  return LineFate::kSwallow;
}

void CecpFrontEnd::on_new(Out out) {
  end_opponent_offer("lapsed", out);
  reset_board(chess::Position::startpos(), std::nullopt);
  force_ = false;
  engine_color_ = chess::kBlack;
  clock_.start_game();
  settle(out);
  // Not while a search runs: the stopped search's bestmove comes first.
  if (search_) {
    new_game_pending_ = true;
  } else {
    to_engine("ucinewgame", out);
  }
}

void CecpFrontEnd::on_variant(std::string_view variant, Out out) {
  if (variant != "normal" && variant != "fischerandom") {
    append_line(out.gui, absl::StrCat("Error (unsupported variant): ", echo(variant)));
    return;
  }
  const bool chess960 = variant == "fischerandom";
  if (chess960 == chess960_) return;
  chess960_ = chess960;
  set_engine_option("UCI_Chess960", chess960 ? "true" : "false", out);
}

// Chess960 castling in CECP is O-O and O-O-O (UCI says king takes rook).
std::optional<chess::Move> CecpFrontEnd::castling(std::string_view text) const {
  const bool king_side = text == "O-O" || text == "0-0";
  if (!king_side && text != "O-O-O" && text != "0-0-0") return std::nullopt;
  for (const chess::Move m : board_.legal_moves()) {
    if (m.kind() == chess::MoveKind::kCastling && ((m.to() & 7) > (m.from() & 7)) == king_side) return m;
  }
  return std::nullopt;
}

std::string CecpFrontEnd::cecp_move(chess::Move m) const {
  if (chess960_ && m.kind() == chess::MoveKind::kCastling) return (m.to() & 7) > (m.from() & 7) ? "O-O" : "O-O-O";
  return chess::to_uci(board_, m);
}

void CecpFrontEnd::on_usermove(std::string_view text, Out out) {
  absl::StatusOr<chess::Move> m = chess::parse_uci_move(board_, text);
  if (const std::optional<chess::Move> castle = castling(text)) m = *castle;
  // A GUI that sends SAN although the engine asked for coordinates (san=0).
  if (!m.ok() && !looks_like_move(text)) {
    if (absl::StatusOr<chess::Move> san = chess::parse_san(board_, text); san.ok()) m = *san;
  }
  if (!m.ok()) {
    append_line(out.gui, absl::StrCat("Illegal move: ", echo(text)));
    say_debug(absl::StrCat("usermove ", av(text), ": ", m.status().message()), out);
    return;
  }
  const std::string move = chess::to_uci(board_, *m);
  const bool pondered = search_ && search_->kind == SearchKind::kPonder && !search_->stopping && predicted_ == move;
  moves_.push_back(move);
  board_.make_move(*m);
  predicted_.reset();
  if (opponent_offer_ && !offer_recorded_ && engine_on_move()) answer_opponent_offer(out);
  const std::optional<Search> wanted = wanted_search();
  // Under --adjudicate stop a game the move has ended is not played on by a ponderhit: the
  // ponder search is stopped, and the `go` after it is the session's to answer.
  const bool stopped_by_law = session_.stops_finished_games() && law_has_drawn();
  if (pondered && wanted && wanted->kind == SearchKind::kThink && !stopped_by_law) {
    // The engine guessed right: its search goes on, now for real. The session follows the
    // pondered position again (an offer's check may have told it the one before).
    search_->kind = SearchKind::kThink;
    search_->position = wanted->position;
    tell_session_position();
    to_engine("ponderhit", out);
    return;
  }
  settle(out);
}

void CecpFrontEnd::on_setboard(std::string_view fen, Out out) {
  absl::StatusOr<chess::Position> position = chess::parse_fen(fen, chess960_);
  if (!position.ok()) {
    // PolyGlot dies here; the engine never sees the FEN, and the game stays as it was.
    append_line(out.gui, absl::StrCat("Error (illegal position): ", echo(fen)));
    say_debug(absl::StrCat("setboard: ", position.status().message()), out);
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
    say_debug(absl::StrCat("edit: ", position.status().message()), out);
    return;
  }
  const std::string fen = chess::to_fen(*position);
  set_up(*std::move(position), fen, out);
}

void CecpFrontEnd::set_up(chess::Position start, std::string fen, Out out) {
  end_opponent_offer("lapsed", out);
  reset_board(std::move(start), std::move(fen));
  settle(out);
}

// The reply the engine expects (its last pv), if it is still to be played.
void CecpFrontEnd::on_hint(Out out) {
  if (!predicted_) return;
  if (const std::optional<chess::Move> m = chess::legal_uci_move(board_, *predicted_)) {
    append_line(out.gui, absl::StrCat("Hint: ", cecp_move(*m)));
  }
}

void CecpFrontEnd::take_back(int plies, Out out) {
  if (plies > static_cast<int>(moves_.size())) {
    append_line(out.gui, absl::StrCat("Error (no move to take back): ", plies == 1 ? "undo" : "remove"));
    return;
  }
  end_opponent_offer("lapsed", out);
  moves_.resize(moves_.size() - plies);
  board_ = start_;
  for (const std::string& move : moves_) board_.make_move(*chess::legal_uci_move(board_, move));
  predicted_.reset();
  game_over_ = false;
  settle(out);
}

void CecpFrontEnd::reset_board(chess::Position start, std::optional<std::string> fen) {
  start_ = std::move(start);
  start_fen_ = std::move(fen);
  board_ = start_;
  moves_.clear();
  predicted_.reset();
  game_over_ = false;
}

void CecpFrontEnd::on_egtpath(std::string_view args, Out out) {
  constexpr std::string_view kSyzygy = "syzygy ";
  if (!args.starts_with(kSyzygy)) {
    append_line(out.gui, absl::StrCat("Error (unsupported tablebases): ", echo(args)));
    return;
  }
  set_engine_option("SyzygyPath", args.substr(kSyzygy.size()), out);
}

void CecpFrontEnd::on_option(std::string_view args, Out out) {
  if (const std::optional<std::string> line = setoption_line(args, options_)) {
    to_engine(*line, out);
  } else {
    append_line(out.gui, absl::StrCat("Error (unknown option): ", echo(args)));
  }
}

// xboard repeats `memory`, `cores` and `hard`/`easy` for every game; an engine may clear its
// hash table on each setoption, so only a change is passed on.
void CecpFrontEnd::set_engine_option(std::string_view name, std::string_view value, Out out) {
  for (const EngineOption& option : options_) {
    if (option.name != name) continue;
    const auto [last, first_time] = commanded_.try_emplace(std::string(name), value);
    if (!first_time && last->second == value) return;
    last->second = std::string(value);
    to_engine(absl::StrCat("setoption name ", av(name), " value ", av(value)), out);
    return;
  }
}

// ---- Draw offers from the opponent ----

void CecpFrontEnd::on_opponent_offer(Out out) {
  if (opponent_offer_) return;  // one answer per offer
  opponent_offer_ = true;
  offer_recorded_ = false;
  say_debug("the opponent offers a draw", out);
  // xboard passes the offer before the move it was made with: it is answered once the engine
  // is on move, after that move.
  if (engine_on_move()) answer_opponent_offer(out);
}

bool CecpFrontEnd::engine_on_move() const {
  return !force_ && !analyzing_ && !game_over_ && board_.side_to_move() == engine_color_;
}

// Accepting is `offer draw`: xboard agrees the draw when both sides have offered. A game the
// Laws have drawn (and the GUI may not know it) is accepted whatever --accept says.
void CecpFrontEnd::answer_opponent_offer(Out out) {
  const bool by_law = law_has_drawn();
  std::string ignored;
  if (!offer_recorded_) session_.opponent_offer(ignored);
  offer_recorded_ = true;
  if (!by_law && !accepts_offer()) return;
  opponent_offer_ = false;
  session_.accept_opponent_offer(ignored);
  say_events(out);
  say_debug(by_law ? "accepting: the Laws have drawn the game" : "accepting the opponent's offer", out);
  append_line(out.gui, "offer draw");
}

// An offer still pending ends: declined by the engine's move, or lapsed with the game.
void CecpFrontEnd::end_opponent_offer(std::string_view how, Out out) {
  if (!opponent_offer_) return;
  opponent_offer_ = false;
  std::string ignored;
  if (offer_recorded_) session_.end_opponent_offer(how, ignored);
  say_events(out);
}

bool CecpFrontEnd::accepts_offer() const {
  switch (accept_) {
    case AcceptMode::kNever: return false;
    case AcceptMode::kAlways: return true;
    case AcceptMode::kUnlessWinning: return wants_to_claim(ClaimMode::kUnlessWinning, accept_margin_, last_score_);
  }
  return false;
}

// Whether the Laws have drawn the game on the board; the session is told the moves first.
bool CecpFrontEnd::law_has_drawn() {
  tell_session_position();
  const std::optional<DrawbridgeEvent> result = session_.current_result();
  return result && result->result == draw::Result::kDraw;
}

// The session follows the game from `position` lines; this one is not sent to the engine.
void CecpFrontEnd::tell_session_position() {
  Additions scratch;
  (void)session_.on_line(Side::kGui, position_line(), scratch);
}

// ---- Searches ----

std::optional<CecpFrontEnd::Search> CecpFrontEnd::wanted_search() const {
  if (!board_.has_legal_move()) return std::nullopt;
  if (analyzing_) return Search{SearchKind::kAnalyze, position_line(), false};
  if (force_ || game_over_) return std::nullopt;
  if (board_.side_to_move() == engine_color_) return Search{SearchKind::kThink, position_line(), false};
  if (ponder_ && predicted_) return Search{SearchKind::kPonder, position_line(*predicted_), false};
  return std::nullopt;
}

void CecpFrontEnd::settle(Out out) {
  // An offer that came while the engine was not on move (in force mode, say) is answered now.
  if (opponent_offer_ && !offer_recorded_ && engine_on_move()) answer_opponent_offer(out);
  if (search_) {
    if (search_->stopping) return;
    const std::optional<Search> wanted = wanted_search();
    if (!wanted || wanted->kind != search_->kind || wanted->position != search_->position) {
      search_->stopping = true;
      session_.abandon_search();
      to_engine("stop", out);
    }
    return;
  }
  if (const std::optional<Search> wanted = wanted_search()) start(*wanted, out);
}

void CecpFrontEnd::start(const Search& search, Out out) {
  if (new_game_pending_) {
    to_engine("ucinewgame", out);
    new_game_pending_ = false;
  }
  to_engine(search.position, out);
  std::string go = "go infinite";
  if (search.kind != SearchKind::kAnalyze) {
    go = absl::StrCat("go ", search.kind == SearchKind::kPonder ? "ponder " : "",
                      go_arguments(clock_, engine_color_, engine_moves_played()));
  }
  last_score_.reset();
  status_ = AnalysisStatus();
  search_ = search;
  if (to_engine(go, out)) return;
  // The session answered the `go` itself: --adjudicate stop, in a game the Laws have ended.
  const std::optional<DrawbridgeEvent> result = session_.current_result();
  if (result && gui_sees_on_board(*result)) {
    search_.reset();
    append_line(out.gui, claim_line(*result));
    game_over_ = true;
    return;
  }
  // A draw the GUI cannot see stops nothing there, and an engine that does not move loses on
  // time: it plays on, offering the draw with each move (on_bestmove), as under `report`.
  append_line(out.engine, go);
}

int CecpFrontEnd::engine_moves_played() const {
  int count = 0;
  chess::Color mover = start_.side_to_move();
  for (std::size_t i = 0; i < moves_.size(); ++i, mover = ~mover) count += mover == engine_color_ ? 1 : 0;
  return count;
}

std::string CecpFrontEnd::position_line(std::optional<std::string_view> extra_move) const {
  std::string line = start_fen_ ? absl::StrCat("position fen ", *start_fen_) : "position startpos";
  if (!moves_.empty() || extra_move) line += " moves";
  for (const std::string& move : moves_) absl::StrAppend(&line, " ", move);
  if (extra_move) absl::StrAppend(&line, " ", av(*extra_move));
  return line;
}

// ---- The engine's lines ----

void CecpFrontEnd::on_engine_line(std::string_view line, Out out) {
  Additions scratch;
  (void)session_.on_line(Side::kEngine, line, scratch);
  const uci::EngineLine parsed = uci::parse_engine_line(line);
  if (const auto* info = std::get_if<uci::Info>(&parsed)) {
    if (info->string) {
      say_debug(absl::StrCat("engine: ", av(*info->string)), out);
    } else if (search_ && !search_->stopping) {
      if (info->score && info->multipv.value_or(1) == 1) last_score_ = info->score;
      status_.update(*info);
      if (post_ || search_->kind == SearchKind::kAnalyze) {
        const std::optional<std::string> thinking = thinking_line(*info);
        if (thinking && !reads_as_claim(*thinking)) append_line(out.gui, *thinking);
      }
    }
  } else if (const auto* id = std::get_if<uci::Id>(&parsed)) {
    if (id->field == "name") engine_name_ = id->value;
  } else if (std::holds_alternative<uci::Option>(parsed)) {
    if (std::optional<EngineOption> option = read_option(line)) options_.push_back(*std::move(option));
  } else if (std::holds_alternative<uci::UciOk>(parsed)) {
    // The session adds drawbridge's own options right before uciok.
    std::string_view own = scratch.ahead;
    while (!own.empty()) {
      const std::size_t end = own.find('\n');
      if (std::optional<EngineOption> option = read_option(own.substr(0, end))) options_.push_back(*std::move(option));
      own.remove_prefix(end == std::string_view::npos ? own.size() : end + 1);
    }
    uciok_ = true;
    if (features_wanted_) send_features(out);
  } else if (const auto* best = std::get_if<uci::BestMove>(&parsed)) {
    on_bestmove(*best, out);
  } else if (!std::holds_alternative<uci::ReadyOk>(parsed) && !line.empty()) {
    say_debug(absl::StrCat("engine: ", av(line)), out);
  }
  say_events(out);
}

void CecpFrontEnd::on_bestmove(const uci::BestMove& best, Out out) {
  const std::optional<Search> search = std::exchange(search_, std::nullopt);
  // The session's claims and offers for this move, emitted while it read the line.
  const std::vector<DrawbridgeEvent> events = events_;
  if (!search || search->stopping || search->kind != SearchKind::kThink) {
    settle(out);
    return;
  }
  const absl::StatusOr<chess::Move> m = chess::parse_uci_move(board_, best.move);
  if (!m.ok()) {
    // Checkmated or stalemated (bestmove (none) or 0000): the GUI sees that itself.
    say_debug(absl::StrCat("the engine has no move: ", av(best.move)), out);
    settle(out);
    return;
  }
  std::string before;
  std::string after;
  const auto plan = [&](const DrawbridgeEvent& event) {
    const Speech speech = speech_for(event);
    if (speech == Speech::kOfferBeforeMove) before = "offer draw\n";
    if (speech == Speech::kClaimAfterMove && after.empty()) after = claim_line(event) + "\n";
  };
  for (const DrawbridgeEvent& event : events) plan(event);
  // A game the Laws ended before the move (the session reported it at `go`).
  if (const std::optional<DrawbridgeEvent> result = session_.current_result()) plan(*result);
  const std::string move = chess::to_uci(board_, *m);
  const std::string said = cecp_move(*m);
  moves_.push_back(move);
  board_.make_move(*m);
  // A game the engine's move ends by a rule the GUI may not know (fivefold, 75 moves, dead).
  tell_session_position();
  const std::optional<DrawbridgeEvent> ended = session_.current_result();
  if (ended) plan(*ended);
  absl::StrAppend(&out.gui, before, "move ", said, "\n", after);
  end_opponent_offer("declined by a move", out);
  if (!after.empty()) game_over_ = true;  // the GUI ends the game on the claim
  predicted_.reset();
  if (best.ponder && chess::legal_uci_move(board_, *best.ponder)) predicted_ = std::string(*best.ponder);
  settle(out);
}

void CecpFrontEnd::send_features(Out out) {
  features_wanted_ = false;
  std::string name = engine_name_.empty() ? std::string("UCI engine") : engine_name_;
  if (reads_as_claim(name) || name.find('"') != std::string::npos) name = "UCI engine";
  bool has_960 = false;
  bool has_syzygy = false;
  for (const EngineOption& option : options_) {
    has_960 = has_960 || option.name == "UCI_Chess960";
    has_syzygy = has_syzygy || option.name == "SyzygyPath";
  }
  append_line(out.gui, absl::StrCat("feature ping=1 setboard=1 usermove=1 san=0 time=1 sigint=0 sigterm=0 "
                                    "colors=0 reuse=1 analyze=1 playother=1 memory=1 smp=1 debug=1 myname=\"",
                                    name, "\" variants=\"", has_960 ? "normal,fischerandom" : "normal", "\""));
  debug_on_ = true;
  if (has_syzygy) append_line(out.gui, "feature egt=\"syzygy\"");
  for (const EngineOption& option : options_) {
    if (const std::optional<std::string> feature = feature_line(option)) append_line(out.gui, *feature);
  }
  append_line(out.gui, "feature done=1");
}

// ---- Through the session ----

bool CecpFrontEnd::to_engine(std::string_view line, Out out) {
  Additions scratch;
  const LineFate fate = session_.on_line(Side::kGui, line, scratch);
  out.engine += scratch.ahead;
  const bool forwarded = fate != LineFate::kSwallow;
  if (forwarded) append_line(out.engine, line);
  say_events(out);
  return forwarded;
}

void CecpFrontEnd::say_events(Out out) {
  for (const DrawbridgeEvent& event : events_) {
    if (debug_on_) append_line(out.gui, debug_line(event));
  }
  events_.clear();
}

void CecpFrontEnd::say_debug(std::string_view text, Out out) {
  if (debug_on_) append_line(out.gui, absl::StrCat("# ", defang(text)));
}

}  // namespace drawbridge::cecp
