// The session's typed calls for a front end: the UCI one, which names the game with its moves as
// sent, and the CECP one, which keeps the game itself. The same laws and events for both.
#include <utility>

#include "absl/strings/str_cat.h"
#include "proxy/report/relay_event.h"
#include "proxy/session/session.h"
#include "proxy/session/session_events.h"
#include "proxy/session/setting_options.h"
#include "support/absl_view.h"

namespace drawbridge {

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

std::optional<draw::Event> Session::start_search(bool ponder, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  return begin_search(ponder, sink);
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
  std::vector<OptionDeclaration> options;
  for (const SettingSpec& spec : setting_table()) {
    if (!spec.option.empty()) options.push_back(option_declaration(spec, settings_, edition_ids_));
  }
  return options;
}

bool Session::is_own_option(std::string_view name) const { return find_setting_by_option(name) != nullptr; }

void Session::set_own_option(std::string_view name, std::string_view value, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  const SettingSpec* spec = find_setting_by_option(name);
  if (spec == nullptr) return;
  if (const absl::Status applied = set_setting(*spec, value); !applied.ok()) {
    emit(error_event(mirror_.ply(), std::nullopt, absl::StrCat("setoption ", av(name), ": ", applied.message())), sink);
  }
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
