// The session: the engine's answers, the typed calls of the front ends, and how it speaks.
#include "proxy/session/session.h"

#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "proxy/report/relay_event.h"
#include "proxy/session/session_events.h"
#include "rules/chess/uci_move.h"
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
  return std::unique_ptr<Session>(
      new Session(OwnOptions(std::move(settings), std::move(edition_dirs)), std::move(laws), *std::move(events)));
}

Session::Session(OwnOptions options, draw::Laws laws, std::unique_ptr<EventsFile> events)
    : options_(std::move(options)), outlet_(std::move(events)), mirror_(std::move(laws.edition), laws.policy) {}

void Session::on_engine_gone(std::string_view how, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  emit(engine_gone_event(how), sink);
}

void Session::set_variant(std::string_view variant, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  const bool chess = is_chess_variant(variant);
  if (chess == rules_on_) return;
  rules_on_ = chess;
  mirror_.start_new_game();
  if (!chess) {
    emit(notice_event(0, absl::StrCat("UCI_Variant ", av(variant), " is not chess: drawbridge relays without rules")),
         sink);
  }
}

void Session::emit(const draw::Event& event, EventSink& sink) {
  outlet_.emit(event, mirror_.edition().id, mirror_.game(), sink);
}

// ---- The engine's searches ----

// The engine's search begins; the result, when the session answers the `go` itself.
std::optional<draw::Event> Session::start_search(bool ponder, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  searches_.start(Search{.game = mirror_.game(), .ply = mirror_.ply(), .ponder = ponder});
  // The pondered position is hypothetical: its result, if any, is announced at ponderhit.
  if (ponder || !game_followed()) return std::nullopt;
  if (std::optional<draw::Event> result = answer_to_go()) {
    emit(*result, sink);
    return result;
  }
  report_result_once(sink);
  return std::nullopt;
}

// Under --adjudicate stop a game the Laws have ended is not searched: the result answers.
std::optional<draw::Event> Session::answer_to_go() {
  if (options_.settings().adjudicate != Adjudication::kStop) return std::nullopt;
  std::optional<draw::Event> result = mirror_.referee().result_event();
  if (result) searches_.withdraw_newest();
  return result;
}

void Session::report_result_once(EventSink& sink) {
  const std::optional<draw::Event> result = mirror_.referee().result_event();
  if (!result) return;
  if (!result_once_.first_time(mirror_.game(), *result->ply)) return;
  emit(*result, sink);
}

void Session::on_bestmove(std::string_view move, const std::optional<EngineScore>& score, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  const std::optional<Search> search = searches_.answered();
  if (!search || !search->move_is_played() || !game_followed()) return;
  // A `position` between `go` and `bestmove` breaks the protocol; the move is then not the
  // answer to the position on the board.
  if (!search->began_at(mirror_.game(), mirror_.ply())) return;
  draw::Arbiter& arbiter = mirror_.arbiter();
  if (arbiter.ending()) {
    // python-chess keeps the last `info string` of a search (engine.py merges info lines into
    // one dict), and engines write their own after `go`: the result is said again, last.
    // The events file has it once already.
    if (const std::optional<draw::Event> result = mirror_.referee().result_event()) sink.on_result_again(*result);
    return;
  }
  const chess::Position& pos = arbiter.record().position();
  const absl::StatusOr<chess::Move> m = chess::parse_uci_move(pos, move);
  if (!m.ok()) {
    if (move != "(none)" && move != "0000") {
      emit(error_event(search->ply, std::string(move),
                       absl::StrCat("the engine's bestmove is not legal: ", m.status().message())),
           sink);
    }
    return;
  }
  mirror_.remember_engine_move(*m);
  if (const std::optional<draw::Event> said = judge_.judge(options_.settings(), arbiter, *search, *m, score)) {
    emit(*said, sink);
  }
}

// ---- The typed calls of a front end ----

void Session::follow_game(const std::optional<std::string>& fen, std::span<const chess::Move> moves, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (const std::optional<MirrorError> error = mirror_.follow(fen, moves)) {
    emit(error_event(error->ply, error->move, error->reason), sink);
  }
}

std::optional<MirrorError> Session::follow_sent_game(const std::optional<std::string>& fen,
                                                     std::span<const std::string_view> moves) {
  std::lock_guard<std::mutex> lock(mutex_);
  return mirror_.follow_sent(fen, moves);
}

MirrorError Session::lose_track(std::string reason) {
  std::lock_guard<std::mutex> lock(mutex_);
  return mirror_.lose_track({mirror_.ply(), std::nullopt, std::move(reason)});
}

void Session::report_error(std::string detail, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  emit(error_event(mirror_.ply(), std::nullopt, std::move(detail)), sink);
}

void Session::report_error(const MirrorError& error, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  emit(error_event(error.ply, error.move, error.reason), sink);
}

void Session::start_new_game() {
  std::lock_guard<std::mutex> lock(mutex_);
  mirror_.start_new_game();
}

void Session::set_chess960(bool on) {
  std::lock_guard<std::mutex> lock(mutex_);
  mirror_.set_chess960(on);
}

void Session::ponderhit(EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  searches_.ponderhit();
  if (game_followed()) report_result_once(sink);
}

void Session::abandon_search() {
  std::lock_guard<std::mutex> lock(mutex_);
  searches_.abandon();
}

void Session::stop_search() {
  std::lock_guard<std::mutex> lock(mutex_);
  searches_.stop();
}

std::optional<draw::Event> Session::current_result() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed()) return std::nullopt;
  return mirror_.referee().result_event();
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
    emit(
        error_event(mirror_.ply(), std::nullopt, absl::StrCat("setoption ", av(name), ": ", change.status().message())),
        sink);
    return;
  }
  if (change->laws) mirror_.set_rules(std::move(change->laws->edition), change->laws->policy);
  if (change->events) outlet_.replace_file(*std::move(change->events));
}

void Session::opponent_offer(EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed()) return;
  draw::Arbiter& arbiter = mirror_.arbiter();
  const absl::Status made = arbiter.offer_draw(~arbiter.record().position().side_to_move());
  std::string detail =
      made.ok() ? "by the opponent" : absl::StrCat("by the opponent, not a valid offer: ", made.message());
  emit(standing_offer_event(arbiter, std::move(detail)), sink);
}

void Session::accept_opponent_offer(EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed()) return;
  draw::Arbiter& arbiter = mirror_.arbiter();
  if (!arbiter.accept_offer(arbiter.record().position().side_to_move()).ok()) return;
  if (std::optional<draw::Event> result = mirror_.referee().result_event()) {
    result->detail = "the opponent's offer accepted";
    result_once_.announced(mirror_.game(), *result->ply);
    emit(*result, sink);
  }
}

void Session::end_opponent_offer(std::string_view how, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed()) return;
  draw::Event event = standing_offer_event(mirror_.arbiter(), absl::StrCat("the opponent's offer ", av(how)));
  event.kind = draw::EventKind::kNotice;
  emit(event, sink);
}

bool Session::engine_offer(chess::Move m, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!game_followed() || mirror_.arbiter().ending()) return false;
  draw::Arbiter& arbiter = mirror_.arbiter();
  const chess::Color us = arbiter.record().position().side_to_move();
  // drawbridge's own offer, or a claim that counts as one, goes with this move already.
  if (arbiter.offers().has_offer_for(~us)) return true;
  if (!arbiter.offers().offer(us, arbiter.record().ply() + 1, us).ok()) return false;  // the re-offer rule
  emit(offer_with_move_event(arbiter, m, "by the engine"), sink);
  return true;
}

void Session::engine_resigns(EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  emit(notice_event(mirror_.ply(), "the engine resigns"), sink);
}

}  // namespace drawbridge
