#include "rules/chess_draw/move_count.h"

namespace drawbridge::draw {

bool resets_move_count(const chess::Position& pos, chess::Move m) {
  if (chess::type_of(pos.piece_on(m.from())) == chess::kPawn) return true;
  // Castling is encoded as the king taking its own rook: only an enemy piece is a capture.
  const chess::Piece target = pos.piece_on(m.to());
  return target != chess::kNoPiece && chess::color_of(target) != pos.side_to_move();
}

bool can_claim_fifty_moves_on_board(const chess::Position& pos, int moves) { return pos.halfmove_clock() >= 2 * moves; }

namespace {

bool move_can_complete_count(const chess::Position& pos, int moves) { return pos.halfmove_clock() + 1 >= 2 * moves; }

}  // namespace

std::vector<chess::Move> fifty_move_claim_moves(const chess::Position& pos, const chess::MoveList& legal, int moves) {
  std::vector<chess::Move> result;
  if (!move_can_complete_count(pos, moves)) return result;
  for (chess::Move m : legal) {
    if (!resets_move_count(pos, m)) result.push_back(m);
  }
  return result;
}

std::vector<chess::Move> fifty_move_claim_moves(const chess::Position& pos, int moves) {
  if (!move_can_complete_count(pos, moves)) return {};
  return fifty_move_claim_moves(pos, pos.legal_moves(), moves);
}

bool is_seventy_five_move_draw(const chess::Position& pos, const AutomaticMoveCount& rule) {
  return rule.enabled && pos.halfmove_clock() >= 2 * rule.moves;
}

}  // namespace drawbridge::draw
