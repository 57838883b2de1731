#include "proxy/session/relay_core.h"

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

std::optional<draw::Event> RelayCore::on_go(bool ponder, bool analyze, EventSink& sink) {
  searches_.start(Search{.game = game_.number(), .ply = game_.ply(), .ponder = ponder, .analyze = analyze});
  // The pondered position is hypothetical: it is announced at the ponderhit.
  if (ponder) return std::nullopt;
  if (game_.follows_game() && !analyze && settings_.stop_finished_games) {
    if (std::optional<draw::Event> result = game_.result()) {
      searches_.withdraw_newest();
      announce_result(*result, sink);
      return result;
    }
  }
  announce_position(sink);
  return std::nullopt;
}

void RelayCore::on_ponderhit(EventSink& sink) {
  if (searches_.ponderhit()) announce_position(sink);
}

void RelayCore::announce_position(EventSink& sink) {
  if (!game_.follows_game()) return;
  if (const std::optional<draw::Event> result = game_.result()) {
    if (result_once_.first_time(game_.number(), *result->ply)) say(*result, sink);
    return;
  }
  if (const Search* newest = searches_.newest(); newest != nullptr && newest->analyze) return;
  for (const draw::Event& claim : game_.board_claims()) say(claim, sink);
}

void RelayCore::on_engine_answer(std::optional<std::string_view> move, const std::optional<EngineScore>& score,
                                 EventSink& sink) {
  const std::optional<Search> search = searches_.answered();
  if (!search || !search->move_is_played() || !game_.follows_game()) return;
  // A new position between the search and its answer breaks the protocol: the move then answers
  // another position than the one on the board.
  if (!search->began_at(game_.number(), game_.ply())) return;
  if (game_.ended()) {
    if (const std::optional<draw::Event> result = game_.result()) sink.on_result_again(*result);
    return;
  }
  if (!move) return;
  const LawsOfGame::MoveJudgement judged = game_.judge_engine_move(*move, *search, score);
  if (!judged.event) return;
  if (judged.ends_game) {
    announce_result(*judged.event, sink);
  } else {
    say(*judged.event, sink);
  }
}

void RelayCore::on_engine_gone(std::string_view how, EventSink& sink) { say(engine_gone_event(how), sink); }

void RelayCore::say(const draw::Event& event, EventSink& sink) {
  outlet_.emit(event, game_.edition(), game_.number(), sink);
  // An error is also written to stderr; a lost events file is said on the stream alone.
  if (event.kind == draw::EventKind::kError && settings_.errors != nullptr) {
    const std::string text = error_text(event);
    std::fwrite(text.data(), 1, text.size(), settings_.errors);
    std::fflush(settings_.errors);
  }
}

void RelayCore::announce_result(const draw::Event& result, EventSink& sink) {
  result_once_.announced(game_.number(), *result.ply);
  say(result, sink);
}

}  // namespace drawbridge
