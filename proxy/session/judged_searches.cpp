#include "proxy/session/judged_searches.h"

#include <string>

#include "absl/strings/str_cat.h"

namespace drawbridge {
namespace {

// The error as stderr shows it: where in the game, then what.
std::string error_text(const draw::Event& event) {
  std::string where;
  if (event.ply) absl::StrAppend(&where, "ply ", *event.ply);
  if (event.move) absl::StrAppend(&where, where.empty() ? "" : ", ", "move ", *event.move);
  return absl::StrCat("drawbridge: ", where, where.empty() ? "" : ": ", event.detail, "\n");
}

}  // namespace

bool JudgedSearches::on_go(bool ponder, bool analyze, EventSink& sink) {
  if (game_.follows_game() && !ponder && !analyze && settings_.stop_finished_games) {
    if (const std::optional<draw::Event> result = game_.result()) {
      say(*result, sink);
      result_once_.announced(game_.number(), *result->ply);
      return true;
    }
  }
  searches_.start(Search{
      .game = game_.number(), .ply = game_.follows_game() ? game_.ply() : 0, .ponder = ponder, .analyze = analyze});
  if (!ponder) announce_position(sink);
  return false;
}

void JudgedSearches::on_ponderhit(EventSink& sink) {
  if (searches_.ponderhit()) announce_position(sink);
}

void JudgedSearches::announce_position(EventSink& sink) {
  if (!game_.follows_game()) return;
  if (const std::optional<draw::Event> result = game_.result()) {
    if (result_once_.first_time(game_.number(), *result->ply)) say(*result, sink);
    return;
  }
  if (const Search* newest = searches_.newest(); newest != nullptr && newest->analyze) return;
  for (const draw::Event& claim : game_.board_claims()) say(claim, sink);
}

void JudgedSearches::on_engine_answer(std::optional<std::string_view> move, EventSink& sink) {
  const std::optional<Search> search = searches_.answered();
  if (!search || !search->move_is_played() || !game_.follows_game()) return;
  if (!search->began_at(game_.number(), game_.ply()) || game_.ended()) return;
  if (!move || move->empty()) return;
  const LawsOfGame::MoveJudgement judged = game_.judge_engine_move(*move);
  if (!judged.event) return;
  if (judged.ends_game) result_once_.announced(game_.number(), *judged.event->ply);
  say(*judged.event, sink);
}

void JudgedSearches::on_engine_gone(std::string_view how, EventSink& sink) { say(engine_gone_event(how), sink); }

void JudgedSearches::say(const draw::Event& event, EventSink& sink) {
  outlet_.emit(event, game_.edition(), game_.number(), sink);
  // An error is also written to stderr; a lost events file is said on the stream alone.
  if (event.kind == draw::EventKind::kError && settings_.errors != nullptr) {
    const std::string text = error_text(event);
    std::fwrite(text.data(), 1, text.size(), settings_.errors);
    std::fflush(settings_.errors);
  }
}

}  // namespace drawbridge
