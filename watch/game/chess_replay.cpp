#include "watch/game/chess_replay.h"

#include "rules/chess_draw/dead_position.h"
#include "rules/chess_draw/recorded_game.h"
#include "verdict/recorded_result.h"
#include "verdict/tablebase_finding.h"

namespace drawbridge::watch {
absl::Status ChessReplay::start(const std::optional<std::string>& fen) {
  absl::StatusOr<chess::Position> start = fen ? draw::start_position(*fen) : chess::Position::startpos();
  if (!start.ok()) return start.status();
  referee_ = &draw::referee_for(slot_, rules_.laws.edition, rules_.laws.policy, *start);
  return absl::OkStatus();
}

bool ChessReplay::play(const std::vector<pgn::SanToken>& moves, std::span<PlyVisitor* const> visitors) {
  moves_ = &moves;
  visitors_ = visitors;
  const draw::Replayed replayed = referee_->replay(draw::SanMoves<pgn::SanToken>(moves), {}, std::nullopt, this);
  moves_after_end_ = replayed.moves_after_end;
  return replayed.status.ok() && !stopped_;
}

bool ChessReplay::on_move(int index, const draw::Referee& referee) {
  const draw::Side mover = draw::side_of(~referee.position().side_to_move());
  for (PlyVisitor* visitor : visitors_) {
    if (!visitor->on_move(*this, (*moves_)[static_cast<std::size_t>(index)], mover)) {
      stopped_ = true;
      return false;
    }
  }
  return true;
}

void ChessReplay::on_refused(int index, const absl::Status& why) {
  for (PlyVisitor* visitor : visitors_) visitor->on_refused(*this, index, why);
}

int ChessReplay::occurrences() const {
  const draw::GameRecord& record = referee_->record();
  return record.occurrences_at(record.ply());
}

bool ChessReplay::can_checkmate(draw::Side side) const {
  return draw::SearchedUnwinnability().can_mate(referee_->position(), draw::chess_color(side));
}

std::optional<draw::Result> ChessReplay::recorded_result(std::string_view text) const { return result_of(text); }

std::optional<draw::Event> ChessReplay::flag_fall_on_move() {
  absl::StatusOr<std::vector<draw::Event>> events = referee_->flag_fall(referee_->position().side_to_move());
  if (!events.ok()) return std::nullopt;
  for (draw::Event& e : *events) {
    if (e.kind == draw::EventKind::kFlagFall) return std::move(e);
  }
  return std::nullopt;
}

Judgement ChessReplay::judge(std::optional<draw::Result> recorded, std::optional<draw::Side> flagged_off_move) const {
  draw::Replayed replayed;
  replayed.moves_after_end = moves_after_end_;
  const std::optional<chess::Color> flagged =
      flagged_off_move ? std::optional(draw::chess_color(*flagged_off_move)) : std::nullopt;
  Judgement judgement = judge_game(*referee_, replayed, recorded, flagged, rules_.laws.edition.timeout_article);
  if (rules_.tables && !flagged_off_move) {
    add_tablebase_findings(*rules_.tables, *referee_, recorded, /*adjudicated=*/false, judgement);
  }
  return judgement;
}

}  // namespace drawbridge::watch
