#include "watch/game/game_judgement.h"

#include "rules/chess_draw/side.h"
#include "verdict/recorded_result.h"

namespace drawbridge::watch {

std::optional<draw::Result> GameJudgement::judge(ReplayedGame& game) {
  std::optional<std::string> text = pgn_.tag("Result");
  if (!text || *text == "*") text = std::string(pgn_.result_token);
  const std::optional<draw::Result> recorded = game.recorded_result(*text);
  if (!recorded) {
    add_findings(game, std::nullopt, std::nullopt);
    return recorded;
  }
  const draw::Side on_move = game.on_move();
  // The record's words name chess's colours, whichever the game (verdict/recorded_result.h).
  std::optional<draw::Side> flagged;
  if (!game.ended()) {
    const std::optional<chess::Color> color =
        flagged_side(pgn_, pgn_.tag("Termination"), recorded, draw::chess_color(on_move));
    if (color) flagged = draw::side_of(*color);
  }
  if (flagged && *flagged == on_move) {
    if (std::optional<draw::Event> fall = game.flag_fall_on_move()) alerts_.push_back(*std::move(fall));
  }
  add_findings(game, recorded, flagged && *flagged != on_move ? flagged : std::nullopt);
  return recorded;
}

void GameJudgement::add_findings(const ReplayedGame& game, std::optional<draw::Result> recorded,
                                 std::optional<draw::Side> flagged_off_move) {
  for (const Finding& finding : game.judge(recorded, flagged_off_move).findings) {
    if (!is_informational(finding.kind)) alerts_.push_back(finding.event);
  }
}

}  // namespace drawbridge::watch
