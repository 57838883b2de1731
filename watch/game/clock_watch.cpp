#include "watch/game/clock_watch.h"

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::watch {

ClockWatch::ClockWatch(const WatchRules& rules, const pgn::PgnGame& pgn, BoardState& board,
                       std::vector<draw::Event>& alerts)
    : rules_(rules), board_(board), alerts_(alerts) {
  if (const std::optional<std::string> control = pgn.tag("TimeControl")) {
    time_control_ = pgn::parse_time_control(*control);
  }
}

bool ClockWatch::on_move(const ReplayedGame& game, const pgn::SanToken& token, draw::Side mover) {
  if (token.clock.remaining) {
    (mover == draw::Side::kWhite ? board_.white_clock : board_.black_clock) = token.clock.remaining;
  }
  const std::optional<std::string> clock = fallen_clock(mover, token.clock);
  if (!clock) return true;
  alerts_.push_back(flag_fell(game, mover, *clock));
  return false;
}

std::optional<std::string> ClockWatch::fallen_clock(draw::Side mover, const pgn::MoveClock& clock) {
  SideTime& side = sides_[draw::index_of(mover)];
  ++side.moves;
  side.every_move_timed &= clock.elapsed.has_value();
  if (clock.elapsed) side.elapsed += *clock.elapsed;
  if (clock.remaining) {
    if (clock.remaining->count() <= 0) return std::string("clock reads 0:00:00");
    return std::nullopt;
  }
  // Whole seconds of [%emt] add up to a little more or less than the time taken: only a total
  // above the time allowed is a flag fall.
  if (time_control_ && side.every_move_timed && side.elapsed > pgn::time_allowed(*time_control_, side.moves)) {
    return absl::StrCat("moves took more than the TimeControl tag gives by move ", side.moves, " ([%emt])");
  }
  return std::nullopt;
}

draw::Event ClockWatch::flag_fell(const ReplayedGame& game, draw::Side mover, std::string_view how) const {
  const bool can_mate = game.can_checkmate(~mover);
  draw::Event e = watch_alert(draw::EventKind::kFlagFall, rules_.edition_id(), &game);
  e.rule = draw::Rule::kTimeout;
  e.article = rules_.laws.edition.timeout_article;
  e.side = mover;
  e.result = !can_mate                     ? draw::Result::kDraw
             : mover == draw::Side::kWhite ? draw::Result::kBlackWins
                                           : draw::Result::kWhiteWins;
  e.detail = absl::StrCat(
      mover == draw::Side::kWhite ? "White" : "Black", "'s ", av(how),
      can_mate ? ": the game is lost" : ", but the opponent cannot checkmate by any series of legal moves: a draw");
  return e;
}

}  // namespace drawbridge::watch
