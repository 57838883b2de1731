#include "proxy/cecp/search_scheduler.h"

#include <utility>

namespace drawbridge::cecp {

void SearchScheduler::start_game() {
  force_ = false;
  engine_color_ = chess::kBlack;
  game_over_ = false;
  predicted_.reset();
}

bool SearchScheduler::engine_on_move(const CecpGame& game) const {
  return !force_ && !analyzing_ && !game_over_ && game.board().side_to_move() == engine_color_;
}

std::optional<SearchTarget> SearchScheduler::wanted(const CecpGame& game) const {
  if (!game.board().has_legal_move()) return std::nullopt;
  const auto of = [&](SearchKind kind, std::optional<chess::Move> extra) {
    return SearchTarget{game.start_fen(), game.moves_and(extra), kind};
  };
  if (analyzing_) return of(SearchKind::kAnalyze, std::nullopt);
  if (force_ || game_over_) return std::nullopt;
  if (game.board().side_to_move() == engine_color_) return of(SearchKind::kThink, std::nullopt);
  if (ponder_ && predicted_) return of(SearchKind::kPonder, predicted_);
  return std::nullopt;
}

SearchScheduler::Step SearchScheduler::next(const CecpGame& game) {
  const std::optional<SearchTarget> target = wanted(game);
  if (!running_) return target ? Step::kStart : Step::kNothing;
  if (running_->stopping || target == running_->target) return Step::kNothing;
  running_->stopping = true;
  return Step::kStop;
}

std::optional<SearchTarget> SearchScheduler::finish() {
  const std::optional<Running> done = std::exchange(running_, std::nullopt);
  if (!done || done->stopping) return std::nullopt;
  return done->target;
}

}  // namespace drawbridge::cecp
