#include "watch/game/pre_alerts.h"

#include "absl/strings/str_cat.h"

namespace drawbridge::watch {

bool PreAlertWatch::on_move(const ReplayedGame& game, const pgn::SanToken&, draw::Side) {
  if (game.ended()) return true;
  const PreAlerts& pre = rules_.pre;
  if (pre.second_occurrence && game.occurrences() == 2) {
    draw::Event e = watch_alert(draw::EventKind::kNotice, rules_.edition_id(), &game);
    e.rule = draw::Rule::kThreefoldRepetition;
    e.detail = "pre-alert: this position stands on the board for the second time";
    alerts_.push_back(std::move(e));
  }
  if (pre.quiet_moves && game.quiet_plies() == 2 * *pre.quiet_moves) {
    draw::Event e = watch_alert(draw::EventKind::kNotice, rules_.edition_id(), &game);
    e.rule = draw::Rule::kFiftyMove;
    e.detail = absl::StrCat("pre-alert: ", *pre.quiet_moves, " moves by each player without a capture or a pawn move");
    alerts_.push_back(std::move(e));
  }
  return true;
}

void PreAlertWatch::at_end(const ReplayedGame& game, std::optional<draw::Result> recorded) {
  const std::optional<int> before = rules_.pre.early_draw_move;
  if (!before || recorded != draw::Result::kDraw || game.ended() || !game.claimable().empty()) return;
  const int move = game.move_number();
  if (move >= *before) return;
  draw::Event e = watch_alert(draw::EventKind::kNotice, rules_.edition_id(), &game);
  e.rule = draw::Rule::kDrawOffer;
  e.result = draw::Result::kDraw;
  e.detail = absl::StrCat("pre-alert: a draw recorded at move ", move, ", before move ", *before);
  alerts_.push_back(std::move(e));
}

}  // namespace drawbridge::watch
