#include "proxy/session/session.h"

#include <algorithm>
#include <cstring>
#include <utility>
#include <variant>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "proxy/report/event_line.h"
#include "proxy/settings/setting_table.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "support/absl_view.h"

namespace drawbridge {
namespace {

bool is_option(std::string_view name, std::string_view wanted) { return absl::EqualsIgnoreCase(av(name), av(wanted)); }

bool mentions(std::string_view line, std::string_view word) { return line.find(word) != std::string_view::npos; }

// Where the token `word` starts in `line` (after a space), or npos. memchr finds the
// candidates for the word's letter at `key` with vector instructions; the letters chosen
// below come before the word in no info line Stockfish writes, so there is one candidate.
std::size_t find_token(std::string_view line, std::string_view word, std::size_t key) {
  const char* const begin = line.data();
  const char* const end = begin + line.size();
  for (const char* p = begin + key + 1; p < end;) {
    p = static_cast<const char*>(std::memchr(p, word[key], end - p));
    if (p == nullptr) break;
    const char* const start = p - key;
    if (start[-1] == ' ' && std::string_view(start, end - start).starts_with(word)) return start - begin;
    ++p;
  }
  return std::string_view::npos;
}

// An info line (it starts with "info ") whose score counts: it has one, and it is of the
// first (or only) pv line. `info string` text is the engine's prose, not its score.
bool has_first_line_score(std::string_view line) {
  if (line.starts_with("info string ") || find_token(line, "score ", 1) == std::string_view::npos) return false;
  const std::size_t multipv = find_token(line, "multipv ", 0);
  if (multipv == std::string_view::npos) return true;
  const std::string_view value = line.substr(multipv + 8);
  return value.starts_with("1") && (value.size() == 1 || value[1] == ' ');
}

// Whether `line` carries the score that counts: an info line with a score of the first pv
// line. An info line after words UCI says to skip is rare enough for the full parse.
bool is_first_line_score(std::string_view line) {
  if (line.starts_with("info ")) return has_first_line_score(line);
  if (!mentions(line, "score")) return false;
  const uci::EngineLine parsed = uci::parse_engine_line(line);
  const auto* info = std::get_if<uci::Info>(&parsed);
  return info != nullptr && info->score && info->multipv.value_or(1) == 1;
}

// Where the first line of `lines` (complete lines) that is not an info line starts, or
// lines.size(): only such a line can be `bestmove` or `uciok`. Lines are found with memchr;
// a search for the words themselves is slower, as their letters abound in info lines.
std::size_t first_line_not_info(std::string_view lines) {
  std::size_t start = 0;
  while (start < lines.size() && lines.substr(start, 5) == "info ") start = lines.find('\n', start) + 1;
  return start;
}

// Fairy-Stockfish and friends call standard chess "chess"; anything else has other rules.
bool is_chess_variant(std::string_view variant) {
  return variant.empty() || absl::EqualsIgnoreCase(av(variant), "chess") ||
         absl::EqualsIgnoreCase(av(variant), "standard");
}

}  // namespace

absl::StatusOr<std::unique_ptr<Session>> Session::create(Settings settings,
                                                         std::vector<std::filesystem::path> edition_dirs,
                                                         draw::Laws laws) {
  absl::StatusOr<std::unique_ptr<EventsFile>> events = open_events(settings.events);
  if (!events.ok()) return events.status();
  return std::unique_ptr<Session>(
      new Session(std::move(settings), std::move(edition_dirs), std::move(laws), *std::move(events)));
}

Session::Session(Settings settings, std::vector<std::filesystem::path> edition_dirs, draw::Laws laws,
                 std::unique_ptr<EventsFile> events)
    : settings_(std::move(settings)),
      edition_dirs_(std::move(edition_dirs)),
      edition_ids_(draw::edition_ids(edition_dirs_)),
      events_(std::move(events)),
      mirror_(std::move(laws.edition), laws.policy) {}

absl::StatusOr<std::unique_ptr<EventsFile>> Session::open_events(const std::string& path) {
  if (path.empty()) return std::unique_ptr<EventsFile>();
  return EventsFile::open(path);
}

// Only what changed is loaded again: a new edition or policy replays the game under it, a new
// events file is opened; a number or a choice is just taken.
absl::Status Session::reconfigure(const Settings& next) {
  std::optional<draw::Laws> laws;
  if (next.rules != settings_.rules || next.policy != settings_.policy) {
    absl::StatusOr<draw::Laws> loaded = draw::load_laws(next.rules, next.policy, edition_dirs_);
    if (!loaded.ok()) return loaded.status();
    laws = *std::move(loaded);
  }
  std::optional<std::unique_ptr<EventsFile>> events;
  if (next.events != settings_.events) {
    absl::StatusOr<std::unique_ptr<EventsFile>> opened = open_events(next.events);
    if (!opened.ok()) return opened.status();
    events = *std::move(opened);
  }
  if (laws) mirror_.set_rules(std::move(laws->edition), laws->policy);
  if (events) events_ = *std::move(events);
  settings_ = next;
  return absl::OkStatus();
}

LineFate Session::on_line(Side from, std::string_view line, Additions& add) {
  if (from == Side::kEngine) {
    on_engine_line(line, add.ahead);
    return LineFate::kForward;
  }
  const uci::Command command = uci::parse_command(line);
  if (std::holds_alternative<uci::Quit>(command)) return LineFate::kForwardThenStop;
  if (std::holds_alternative<uci::Uci>(command) || std::holds_alternative<uci::IsReady>(command)) ++owed_answers_;
  if (std::holds_alternative<uci::UnknownCommand>(command) || std::holds_alternative<uci::IsReady>(command)) {
    return LineFate::kForward;
  }
  std::lock_guard<std::mutex> lock(mutex_);
  return std::visit([&](const auto& c) { return on_command(c, add); }, command);
}

std::size_t Session::on_lines(Side from, std::string_view lines) {
  if (from == Side::kGui) return 0;
  const std::size_t infos = first_line_not_info(lines);
  note_last_score(lines.substr(0, infos));
  return infos;
}

std::string Session::on_engine_gone(std::string_view how) {
  std::lock_guard<std::mutex> lock(mutex_);
  DrawbridgeEvent event = error_event(0, std::nullopt, absl::StrCat("engine ", av(how)));
  event.ply.reset();
  std::string line;
  emit(event, line);
  return line;
}

// A position drawbridge cannot follow is one the engine may choke on (Stockfish dies on
// `position fen hello world`): it is held back, and the `go` after it is answered here.
LineFate Session::on_command(const uci::PositionWithoutStart&, Additions& add) {
  if (!rules_on_) return LineFate::kForward;
  const MirrorError error = mirror_.lose_track({mirror_.ply(), std::nullopt, "position without startpos or fen"});
  return hold_back(error, add.back);
}

LineFate Session::on_command(const uci::Position& position, Additions& add) {
  if (!rules_on_) return LineFate::kForward;
  if (!position.stray.empty() && position.moves.empty()) return repair_moves_keyword(position, add);
  if (std::optional<MirrorError> error = mirror_.follow(position)) return hold_back(*error, add.back);
  held_back_ = false;
  return LineFate::kForward;
}

LineFate Session::hold_back(const MirrorError& error, std::string& replies) {
  held_back_ = true;
  emit(error_event(error.ply, error.move, absl::StrCat(error.reason, "; the position is held back from the engine")),
       replies);
  return LineFate::kSwallow;
}

// `position startpos e2e4`: the words after the start are taken as the moves they look like,
// and the engine gets the line with `moves` (UCI says to skip unknown words, so it would
// search the start position instead).
LineFate Session::repair_moves_keyword(const uci::Position& position, Additions& add) {
  uci::Position repaired = position;
  repaired.moves = std::exchange(repaired.stray, {});
  if (std::optional<MirrorError> error = mirror_.follow(repaired)) return hold_back(*error, add.back);
  held_back_ = false;
  std::string line =
      absl::StrCat("position ", repaired.fen ? absl::StrCat("fen ", *repaired.fen) : "startpos", " moves");
  for (std::string_view move : repaired.moves) absl::StrAppend(&line, " ", av(move));
  emit(error_event(mirror_.ply(), std::nullopt, absl::StrCat("position without 'moves': sent as '", line, "'")),
       add.back);
  absl::StrAppend(&add.ahead, line, "\n");
  return LineFate::kSwallow;
}

LineFate Session::on_command(const uci::UciNewGame&, Additions&) {
  mirror_.start_new_game();
  return LineFate::kForward;
}

// A ponder search stopped before `ponderhit`: its move is never played.
LineFate Session::on_command(const uci::Stop&, Additions&) {
  if (search_ && search_->ponder) search_->abandoned = true;
  return LineFate::kForward;
}

// Engines write hundreds of thousands of info lines per search, so an info line costs two
// substring searches and, when it has the score that counts, one copy into a buffer that
// keeps its capacity; the score is read from the last such line only at `bestmove`. Only
// the engine's thread touches that buffer, so no lock is taken for info lines.
void Session::on_engine_line(std::string_view line, std::string& inject_before) {
  if (is_first_line_score(line)) {
    last_score_line_.assign(line);
    return;
  }
  if (line.starts_with("info ") ||
      (!mentions(line, "bestmove") && !mentions(line, "uciok") && !mentions(line, "readyok"))) {
    return;
  }
  const uci::EngineLine parsed = uci::parse_engine_line(line);
  if (std::holds_alternative<uci::UciOk>(parsed) || std::holds_alternative<uci::ReadyOk>(parsed)) {
    if (owed_answers_ > 0) --owed_answers_;
  }
  if (std::holds_alternative<uci::UciOk>(parsed)) {
    std::lock_guard<std::mutex> lock(mutex_);
    for (const SettingSpec& spec : setting_table()) {
      if (!spec.option.empty()) absl::StrAppend(&inject_before, uci_option_line(spec, settings_, edition_ids_), "\n");
    }
  } else if (const auto* best = std::get_if<uci::BestMove>(&parsed)) {
    std::optional<uci::Score> score;
    const uci::EngineLine last = uci::parse_engine_line(last_score_line_);
    if (const auto* info = std::get_if<uci::Info>(&last)) score = info->score;
    last_score_line_.clear();
    std::lock_guard<std::mutex> lock(mutex_);
    on_bestmove(*best, score, inject_before);
  }
}

void Session::note_last_score(std::string_view lines) {
  while (!lines.empty()) {
    lines.remove_suffix(1);  // the '\n'
    const std::size_t newline = lines.rfind('\n');
    const std::size_t start = newline == std::string_view::npos ? 0 : newline + 1;
    if (is_first_line_score(lines.substr(start))) {
      last_score_line_.assign(lines.substr(start));
      return;
    }
    lines.remove_suffix(lines.size() - start);
  }
}

LineFate Session::on_command(const uci::SetOption& option, Additions& add) {
  std::string& replies = add.back;
  const std::string value = option.value.value_or("");
  if (const SettingSpec* spec = find_setting_by_option(option.name)) {
    Settings next = settings_;
    absl::Status applied = apply_setting(*spec, uci_option_value(value), next);
    if (applied.ok()) applied = reconfigure(next);
    if (!applied.ok()) {
      emit(error_event(mirror_.ply(), std::nullopt, absl::StrCat("setoption ", option.name, ": ", applied.message())),
           replies);
    }
    return LineFate::kSwallow;
  }
  if (is_option(option.name, "UCI_Chess960")) mirror_.set_chess960(absl::EqualsIgnoreCase(value, "true"));
  if (is_option(option.name, "UCI_Variant")) on_variant(value, replies);
  return LineFate::kForward;
}

void Session::on_variant(std::string_view variant, std::string& replies) {
  const bool chess = is_chess_variant(variant);
  if (chess == rules_on_) return;
  rules_on_ = chess;
  mirror_.start_new_game();
  if (!chess) {
    DrawbridgeEvent notice;
    notice.kind = EventKind::kNotice;
    notice.detail = absl::StrCat("UCI_Variant ", av(variant), " is not chess: drawbridge relays without rules");
    emit(notice, replies);
  }
}

LineFate Session::on_command(const uci::Go& go, Additions& add) {
  std::string& replies = add.back;
  if (held_back_ && rules_on_) {
    emit(error_event(mirror_.ply(), std::nullopt, "go after a held-back position: answered without the engine"),
         replies);
    replies += "bestmove (none)\n";
    return LineFate::kSwallow;
  }
  search_ = Search{mirror_.game(), mirror_.ply(), go.ponder, false};
  // The pondered position is hypothetical: its result, if any, is announced at ponderhit.
  if (go.ponder || !game_followed()) return LineFate::kForward;
  if (settings_.adjudicate == Adjudication::kStop) {
    if (const std::optional<DrawbridgeEvent> result = result_event()) {
      emit(*result, replies);
      replies += "bestmove (none)\n";
      search_.reset();
      return LineFate::kSwallow;
    }
  }
  report_result_once(replies);
  return LineFate::kForward;
}

// A ponderhit cannot be swallowed like a `go` (the engine is already searching), so even
// under --adjudicate stop the result is only reported.
LineFate Session::on_command(const uci::PonderHit&, Additions& add) {
  if (search_) search_->ponder = false;
  if (game_followed()) report_result_once(add.back);
  return LineFate::kForward;
}

void Session::report_result_once(std::string& replies) {
  const std::optional<DrawbridgeEvent> result = result_event();
  if (!result) return;
  const std::pair<int, int> ending(mirror_.game(), *result->ply);
  if (reported_ending_ == ending) return;
  reported_ending_ = ending;
  emit(*result, replies);
}

void Session::on_bestmove(const uci::BestMove& best, const std::optional<uci::Score>& score, std::string& inject) {
  const std::optional<Search> search = std::exchange(search_, std::nullopt);
  if (!search || search->ponder || search->abandoned || !game_followed()) return;
  // A `position` between `go` and `bestmove` breaks the protocol; the move is then not the
  // answer to the position on the board.
  if (search->game != mirror_.game() || search->ply != mirror_.ply()) return;
  draw::Arbiter& arbiter = mirror_.arbiter();
  if (arbiter.ending()) {
    // python-chess keeps the last `info string` of a search (engine.py merges info lines into
    // one dict), and engines write their own after `go`: the result is said again, last.
    // The events file has it once already.
    if (const std::optional<DrawbridgeEvent> result = result_event())
      absl::StrAppend(&inject, event_line(*result), "\n");
    return;
  }
  const chess::Position& pos = arbiter.record().position();
  const absl::StatusOr<chess::Move> m = chess::parse_uci_move(pos, best.move);
  if (!m.ok()) {
    if (best.move != "(none)" && best.move != "0000") {
      emit(error_event(search->ply, std::string(best.move),
                       absl::StrCat("the engine's bestmove is not legal: ", m.status().message())),
           inject);
    }
    return;
  }
  mirror_.remember_engine_move(*m);
  if (own_scores_game_ != search->game) own_scores_.clear();
  own_scores_game_ = search->game;
  own_scores_.record(search->ply, score);
  if (const std::optional<DrawbridgeEvent> claim = claim_event(*m, score)) {
    emit(*claim, inject);
    // A claim is also an offer where the edition says so (9.1.2.3 in fide-2023).
    arbiter.offers().offer_by_claim(pos.side_to_move(), search->ply);
    return;
  }
  if (const std::optional<DrawbridgeEvent> offer = offer_event(*m)) emit(*offer, inject);
}

std::optional<DrawbridgeEvent> Session::result_event() const {
  const std::optional<draw::Ending>& ending = mirror_.arbiter().ending();
  if (!ending) return std::nullopt;
  DrawbridgeEvent event;
  event.kind = EventKind::kResult;
  event.rule = ending->rule;
  event.article = ending->article;
  event.ply = ending->ply;
  event.result = ending->result;
  event.fen = chess::to_fen(mirror_.arbiter().record().position());
  return event;
}

// The claim the engine's move allows: on the board (b) first, as it commits to nothing,
// then with the move as the declared one (a); threefold before fifty moves. An (a) claim is
// about the position on the board, where it is made, as `drawbridge adjudicate` lists it.
std::optional<DrawbridgeEvent> Session::claim_event(chess::Move m, const std::optional<uci::Score>& score) const {
  if (!wants_to_claim(settings_.claim, settings_.claim_margin, score)) return std::nullopt;
  const draw::Arbiter& arbiter = mirror_.arbiter();
  const chess::Position& pos = arbiter.record().position();
  std::vector<draw::AvailableClaim> claims = arbiter.available_claims();
  std::stable_partition(claims.begin(), claims.end(), [](const draw::AvailableClaim& c) { return c.moves.empty(); });
  for (const draw::AvailableClaim& claim : claims) {
    const bool with_move = !claim.moves.empty();
    if (with_move && std::find(claim.moves.begin(), claim.moves.end(), m) == claim.moves.end()) continue;
    DrawbridgeEvent event;
    event.kind = EventKind::kClaim;
    event.rule = claim.rule;
    event.article = claim.article;
    event.ply = arbiter.record().ply();
    if (with_move) event.move = chess::to_uci(pos, m);
    event.fen = chess::to_fen(pos);
    return event;
  }
  return std::nullopt;
}

// An offer is made after one's own move (9.1), so it is about the position after `m`.
std::optional<DrawbridgeEvent> Session::offer_event(chess::Move m) {
  draw::Arbiter& arbiter = mirror_.arbiter();
  const chess::Position& pos = arbiter.record().position();
  if (!wants_to_offer(settings_, pos.fullmove_number(), own_scores_)) return std::nullopt;
  const chess::Color us = pos.side_to_move();
  const int ply = arbiter.record().ply() + 1;
  if (!arbiter.offers().offer(us, ply, us).ok()) return std::nullopt;  // the re-offer rule forbids it
  DrawbridgeEvent event;
  event.kind = EventKind::kOffer;
  event.rule = draw::Rule::kDrawOffer;
  event.article = arbiter.edition().offers.article;
  event.ply = ply;
  event.move = chess::to_uci(pos, m);
  chess::Position after = pos;
  after.make_move(m);
  event.fen = chess::to_fen(after);
  return event;
}

DrawbridgeEvent Session::error_event(int ply, std::optional<std::string> move, std::string detail) const {
  DrawbridgeEvent event;
  event.kind = EventKind::kError;
  event.ply = ply;
  event.move = std::move(move);
  event.detail = std::move(detail);
  return event;
}

void Session::set_event_listener(EventListener listener) {
  std::lock_guard<std::mutex> lock(mutex_);
  listener_ = std::move(listener);
}

std::optional<DrawbridgeEvent> Session::current_result() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed()) return std::nullopt;
  return result_event();
}

DrawbridgeEvent Session::opponent_offer_event(std::string detail) const {
  const draw::Arbiter& arbiter = mirror_.arbiter();
  DrawbridgeEvent event;
  event.kind = EventKind::kOffer;
  event.rule = draw::Rule::kDrawOffer;
  event.article = arbiter.edition().offers.article;
  event.ply = arbiter.record().ply();
  event.detail = std::move(detail);
  event.fen = chess::to_fen(arbiter.record().position());
  return event;
}

void Session::opponent_offer(std::string& out) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed()) return;
  draw::Arbiter& arbiter = mirror_.arbiter();
  const absl::Status made = arbiter.offer_draw(~arbiter.record().position().side_to_move());
  emit(opponent_offer_event(made.ok() ? "by the opponent"
                                      : absl::StrCat("by the opponent, not a valid offer: ", made.message())),
       out);
}

void Session::accept_opponent_offer(std::string& out) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed()) return;
  if (!mirror_.arbiter().accept_offer(mirror_.arbiter().record().position().side_to_move()).ok()) return;
  if (std::optional<DrawbridgeEvent> result = result_event()) {
    result->detail = "the opponent's offer accepted";
    reported_ending_ = std::make_pair(mirror_.game(), *result->ply);
    emit(*result, out);
  }
}

void Session::end_opponent_offer(std::string_view how, std::string& out) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed()) return;
  DrawbridgeEvent event = opponent_offer_event(absl::StrCat("the opponent's offer ", av(how)));
  event.kind = EventKind::kNotice;
  emit(event, out);
}

void Session::emit(const DrawbridgeEvent& event, std::string& out) {
  absl::StrAppend(&out, event_line(event), "\n");
  if (listener_) listener_(event);
  if (!events_) return;
  // The stream is the contract; a full disk must not stop the game. The file is given up
  // at its first failed write, so that it never holds a torn line, and the GUI is told once.
  if (absl::Status written = events_->write(event, mirror_.edition().id, mirror_.game()); !written.ok()) {
    events_.reset();
    DrawbridgeEvent lost;
    lost.kind = EventKind::kError;
    lost.ply = std::nullopt;  // about the file, not a position
    lost.detail = absl::StrCat(written.message(), "; no more events are written to it");
    absl::StrAppend(&out, event_line(lost), "\n");
    if (listener_) listener_(lost);
  }
}

}  // namespace drawbridge
