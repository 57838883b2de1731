// The session: the engine's answers, the typed calls of the front ends, and how it speaks.
#include "proxy/session/session.h"

#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "proxy/report/relay_event.h"
#include "proxy/session/session_events.h"
#include "rules/chess/uci_move.h"
#include "rules/chess_draw/side.h"
#include "support/absl_view.h"

namespace drawbridge {
namespace {

// Fairy-Stockfish and friends call standard chess "chess"; anything else has other rules.
bool is_chess_variant(std::string_view variant) {
  return variant.empty() || absl::EqualsIgnoreCase(av(variant), "chess") ||
         absl::EqualsIgnoreCase(av(variant), "standard");
}

}  // namespace

absl::StatusOr<std::unique_ptr<Session>> Session::create(Settings settings,
                                                         std::vector<std::filesystem::path> edition_dirs,
                                                         draw::Laws laws) {
  absl::StatusOr<std::unique_ptr<EventsFile>> events = OwnOptions::open_events(settings.events);
  if (!events.ok()) return events.status();
  std::unique_ptr<Session> session(
      new Session(OwnOptions(std::move(settings), std::move(edition_dirs)), std::move(laws), *std::move(events)));
  if (absl::Status opened = session->tablebases_.open(session->options_.settings()); !opened.ok()) return opened;
  return session;
}

std::optional<draw::Event> Session::result() const {
  if (std::optional<draw::Event> laws = mirror_.referee().result_event()) return laws;
  return tablebases_.verdict(mirror_.game());
}

std::optional<TablebaseQuestion> Session::tablebase_question() {
  const chess::Color mover = mirror_.referee().position().side_to_move();
  return tablebases_.question(mirror_, options_.settings().claim, engine_side_.value_or(mover));
}

void Session::settle_tablebase(const std::optional<TablebaseQuestion>& question) {
  if (!question) return;
  std::optional<draw::Event> answer = TablebaseWatch::answer(*question);
  std::lock_guard<std::mutex> lock(mutex_);
  tablebases_.keep(std::move(answer), *question, mirror_);
}

Session::Session(OwnOptions options, draw::Laws laws, std::unique_ptr<EventsFile> events)
    : options_(std::move(options)),
      mirror_(std::move(laws.edition), laws.policy),
      core_(*this, std::move(events), RelayCoreSettings{}, 1) {
  keep_core_settings();
}

// --adjudicate is one of drawbridge's own options: the GUI may set it while the session runs.
void Session::keep_core_settings() {
  core_.set_stop_finished_games(options_.settings().adjudicate == Adjudication::kStop);
}

void Session::on_engine_gone(std::string_view how, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  core_.on_engine_gone(how, sink);
}

void Session::set_variant(std::string_view variant, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  const bool chess = is_chess_variant(variant);
  if (chess == rules_on_) return;
  rules_on_ = chess;
  mirror_.start_new_game();
  if (!chess) {
    core_.say(
        notice_event(0, absl::StrCat("UCI_Variant ", av(variant), " is not chess: drawbridge relays without rules")),
        sink);
  }
}

// ---- The engine's searches, through the relay core ----

std::optional<draw::Event> Session::start_search(bool ponder, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  for (const std::string& problem : tablebases_.take_problems()) {
    core_.say(notice_event(mirror_.ply(), absl::StrCat("Syzygy table left out: ", problem)), sink);
  }
  if (!ponder && game_followed()) engine_side_ = mirror_.referee().position().side_to_move();
  return core_.on_go(ponder, /*analyze=*/false, sink);
}

void Session::ponderhit(EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  core_.on_ponderhit(sink);
}

void Session::abandon_search() {
  std::lock_guard<std::mutex> lock(mutex_);
  core_.abandon_search();
}

void Session::stop_search() {
  std::lock_guard<std::mutex> lock(mutex_);
  core_.stop_search();
}

void Session::on_bestmove(std::string_view move, const std::optional<EngineScore>& score, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  core_.on_engine_answer(move, score, sink);
}

// The core asks only in a game followed, not ended, at the position the search began at.
LawsOfGame::MoveJudgement Session::judge_engine_move(std::string_view move, const Search& search,
                                                     const std::optional<EngineScore>& score) {
  draw::Referee& referee = mirror_.referee();
  const absl::StatusOr<chess::Move> m = chess::parse_uci_move(referee.position(), move);
  if (!m.ok()) {
    // No move at all: the engine is checkmated or stalemated, which the GUI sees itself.
    if (move == "(none)" || move == "0000") return {};
    return {.event = error_event(search.ply, std::string(move),
                                 absl::StrCat("the engine's bestmove is not legal: ", m.status().message()))};
  }
  mirror_.remember_engine_move(*m);
  return {.event = judge_.judge(options_.settings(), referee, search, *m, score)};
}

// ---- The typed calls of a front end ----

void Session::follow_game(const std::optional<std::string>& fen, std::span<const chess::Move> moves, EventSink& sink) {
  std::optional<TablebaseQuestion> question;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (const std::optional<MirrorError> error = mirror_.follow(fen, moves)) {
      core_.say(error_event(error->ply, error->move, error->reason), sink);
    }
    question = tablebase_question();
  }
  settle_tablebase(question);
}

std::optional<MirrorError> Session::follow_sent_game(const std::optional<std::string>& fen,
                                                     std::span<const std::string_view> moves) {
  std::optional<MirrorError> error;
  std::optional<TablebaseQuestion> question;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    error = mirror_.follow_sent(fen, moves);
    question = tablebase_question();
  }
  settle_tablebase(question);
  return error;
}

MirrorError Session::lose_track(std::string reason) {
  std::lock_guard<std::mutex> lock(mutex_);
  return mirror_.lose_track({mirror_.ply(), std::nullopt, std::move(reason)});
}

void Session::report_error(std::string detail, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  core_.say(error_event(mirror_.ply(), std::nullopt, std::move(detail)), sink);
}

void Session::report_error(const MirrorError& error, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  core_.say(error_event(error.ply, error.move, error.reason), sink);
}

void Session::start_new_game() {
  std::lock_guard<std::mutex> lock(mutex_);
  mirror_.start_new_game();
}

void Session::set_chess960(bool on) {
  std::lock_guard<std::mutex> lock(mutex_);
  mirror_.set_chess960(on);
}

std::optional<draw::Event> Session::current_result() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed()) return std::nullopt;
  return result();
}

std::vector<OptionDeclaration> Session::own_options() {
  std::lock_guard<std::mutex> lock(mutex_);
  return options_.declarations();
}

// A new edition or policy replays the game under it; a new events file takes over.
void Session::set_own_option(std::string_view name, std::string_view value, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!OwnOptions::is_own(name)) return;
  absl::StatusOr<OwnOptions::Change> change = options_.set(name, value);
  if (!change.ok()) {
    core_.say(
        error_event(mirror_.ply(), std::nullopt, absl::StrCat("setoption ", av(name), ": ", change.status().message())),
        sink);
    return;
  }
  if (change->laws) mirror_.set_rules(std::move(change->laws->edition), change->laws->policy);
  if (change->events) core_.replace_events_file(*std::move(change->events));
  if (absl::Status opened = tablebases_.open(options_.settings()); !opened.ok()) {
    core_.say(error_event(mirror_.ply(), std::nullopt, absl::StrCat("setoption ", av(name), ": ", opened.message())),
              sink);
  }
  keep_core_settings();
}

void Session::opponent_offer(EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed()) return;
  draw::Referee& referee = mirror_.referee();
  const absl::Status made = referee.offer_draw(~referee.position().side_to_move());
  std::string detail =
      made.ok() ? "by the opponent" : absl::StrCat("by the opponent, not a valid offer: ", made.message());
  core_.say(standing_offer_event(referee, std::move(detail)), sink);
}

void Session::accept_opponent_offer(EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed()) return;
  draw::Referee& referee = mirror_.referee();
  if (!referee.accept_offer(referee.position().side_to_move()).ok()) return;
  if (std::optional<draw::Event> result = mirror_.referee().result_event()) {
    result->detail = "the opponent's offer accepted";
    core_.announce_result(*result, sink);
  }
}

void Session::end_opponent_offer(std::string_view how, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed()) return;
  draw::Event event = standing_offer_event(mirror_.referee(), absl::StrCat("the opponent's offer ", av(how)));
  event.kind = draw::EventKind::kNotice;
  core_.say(event, sink);
}

bool Session::engine_offer(chess::Move m, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed() || mirror_.referee().ending()) return false;
  draw::Referee& referee = mirror_.referee();
  const draw::Side us = draw::side_of(referee.position().side_to_move());
  // drawbridge's own offer, or a claim that counts as one, goes with this move already.
  if (referee.offers().has_offer_for(~us)) return true;
  if (!referee.offers().offer(us, referee.ply() + 1, us).ok()) return false;  // the re-offer rule
  core_.say(offer_with_move_event(referee, m, "by the engine"), sink);
  return true;
}

void Session::engine_resigns(EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  core_.say(notice_event(mirror_.ply(), "the engine resigns"), sink);
}

}  // namespace drawbridge
