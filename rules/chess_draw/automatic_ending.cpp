// The referee settles the automatic ending of the position on the board once per position:
// checkmate and stalemate (5.1.1, 5.2.1), dead position (5.2.2), fivefold repetition (9.6.1),
// 75 moves (9.6.2), and under arbiter initiative the draws a player could claim. Each law is
// asked of its own file; here only their order and the shortcuts that spare most plies.
#include "rules/chess_draw/move_count.h"
#include "rules/chess_draw/referee.h"
#include "rules/chess_draw/repetition.h"

namespace drawbridge::draw {

// Mate and stalemate are the only endings that need the legal moves; a replay's next move, or
// the cache, answers whether there is any without a search.
void Referee::settle_now() const {
  const bool has_legal_move =
      legal_move_known_ || (legal_moves_ ? !legal_moves_->empty() : record_.position().has_legal_move());
  settled_ = true;
  const bool died = may_have_died();
  // Most plies of a game: a move is left, the position cannot have died, no rule's count is near.
  if (has_legal_move && !died && !may_draw_by_rule()) return;  // ending_ is empty since arrive()
  ending_ = automatic_ending(has_legal_move, died);
}

Ending Referee::draw_by(Rule rule, const std::string& article) const {
  return Ending{record_.ply(), rule, article, Result::kDraw};
}

// Checkmate first: a mate on the move completing 75 moves stands (9.6.2), and checkmate and
// stalemate end the game at once (5.1.1, 5.2.1), before any other rule is looked at.
std::optional<Ending> Referee::automatic_ending(bool has_legal_move, bool may_have_died) const {
  const chess::Position& pos = record_.position();
  if (!has_legal_move && pos.in_check()) {
    const Result r = pos.side_to_move() == chess::kWhite ? Result::kBlackWins : Result::kWhiteWins;
    return Ending{record_.ply(), Rule::kCheckmate, edition_.checkmate_article, r};
  }
  if (!has_legal_move) return draw_by(Rule::kStalemate, edition_.stalemate_article);
  if (may_have_died && is_dead_position(pos, *mate_)) {
    return draw_by(Rule::kDeadPosition, edition_.dead_position_article);
  }
  if (!may_draw_by_rule()) return std::nullopt;
  if (is_automatic_repetition(record_, edition_.fivefold)) {
    return draw_by(Rule::kFivefoldRepetition, edition_.fivefold.article);
  }
  if (is_seventy_five_move_draw(pos, edition_.seventy_five_moves)) {
    return draw_by(Rule::kSeventyFiveMove, edition_.seventy_five_moves.article);
  }
  return arbiter_initiative_ending();
}

// Under arbiter initiative a draw the player on move could claim on the board ends the
// game without a claim; a claim with an intended move needs the player's move, so it
// becomes a claim on the board one ply later.
std::optional<Ending> Referee::arbiter_initiative_ending() const {
  if (!policy_.arbiter_initiative) return std::nullopt;
  if (can_claim_repetition_on_board(record_, edition_.threefold.count)) {
    return draw_by(Rule::kThreefoldRepetition, edition_.threefold.on_board_article);
  }
  if (can_claim_fifty_moves_on_board(record_.position(), edition_.fifty_moves.count)) {
    return draw_by(Rule::kFiftyMove, edition_.fifty_moves.on_board_article);
  }
  return std::nullopt;
}

}  // namespace drawbridge::draw
