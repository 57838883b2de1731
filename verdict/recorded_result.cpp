#include "verdict/recorded_result.h"

#include "pgn/time_forfeit.h"

namespace drawbridge {

std::optional<draw::Result> result_of(std::string_view text) {
  if (text == "1-0") return draw::Result::kWhiteWins;
  if (text == "0-1") return draw::Result::kBlackWins;
  if (text == "1/2-1/2") return draw::Result::kDraw;
  return std::nullopt;
}

std::optional<draw::Result> draughts_result_of(std::string_view text) {
  if (text == "1-0" || text == "2-0") return draw::Result::kWhiteWins;
  if (text == "0-1" || text == "0-2") return draw::Result::kBlackWins;
  if (text == "1/2-1/2" || text == "1-1") return draw::Result::kDraw;
  return std::nullopt;
}

std::optional<chess::Color> flagged_side(const pgn::PgnGame& pgn, const std::optional<std::string>& termination,
                                         std::optional<draw::Result> recorded, chess::Color on_move_at_end) {
  const bool forfeit = pgn.comment_loser_on_time || pgn.comment_draw_by_timeout ||
                       (termination && pgn::is_time_forfeit_termination(*termination));
  if (!forfeit) return std::nullopt;
  if (pgn.comment_loser_on_time) return pgn.comment_loser_on_time;
  if (recorded == draw::Result::kWhiteWins) return chess::kBlack;
  if (recorded == draw::Result::kBlackWins) return chess::kWhite;
  return on_move_at_end;
}

}  // namespace drawbridge
