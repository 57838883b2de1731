#include "rules/chess_draw/repetition.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "rules/chess/bitboard.h"
#include "rules/chess/position.h"

namespace drawbridge::draw {

int occurrences(const GameRecord& record) { return record.occurrences_at(record.ply()); }

bool can_claim_repetition_on_board(const GameRecord& record, int count) { return occurrences(record) >= count; }

namespace {

// The castlings the rights allow, legal or not.
std::array<chess::Move, 2> castling_candidates(const chess::Position& pos) {
  using namespace chess;
  const Color us = pos.side_to_move();
  std::array<Move, 2> moves{};
  int n = 0;
  for (const CastlingRight cr : us == kWhite ? std::array{kWhiteOO, kWhiteOOO} : std::array{kBlackOO, kBlackOOO}) {
    const Square rook = pos.castling_rook_square(cr);
    if (rook != kNoSquare) moves[n++] = Move(pos.king_square(us), rook, MoveKind::kCastling);
  }
  return moves;
}

// The one move of a piece (not a pawn) to an empty square that turns the board's occupied
// squares into `target`'s, if the two differ by exactly such a step; Move::none() otherwise.
chess::Move step_between(const chess::Position& pos, chess::Bitboard target) {
  using namespace chess;
  const Bitboard diff = pos.pieces() ^ target;
  const Bitboard left = diff & pos.pieces(), entered = diff & ~pos.pieces();
  if (!left || more_than_one(left) || !entered || more_than_one(entered)) return Move::none();
  const Square from = lsb(left);
  if (!(pos.pieces(pos.side_to_move()) & left) || type_of(pos.piece_on(from)) == kPawn) return Move::none();
  return Move(from, lsb(entered));
}

}  // namespace

std::vector<chess::Move> repetition_claim_moves(const GameRecord& record, int count) {
  // Only a reversible move can repeat a position, and the new position (ply + 1) can only
  // equal those at ply - 1, ply - 3, ... back to the last pawn move or capture. Unless a
  // position of that stretch had appeared count - 1 times, no move qualifies and the search is
  // spared. A move other than castling that returns to such a position leaves every square as
  // there but two, so the position's occupied squares name the move; its key and legality
  // confirm it.
  std::vector<chess::Move> moves;
  if (record.most_occurrences_before_opponent_move() < count - 1) return moves;
  const chess::Position& pos = record.position();
  const std::array<chess::Move, 2> castlings = castling_candidates(pos);
  const auto try_move = [&](chess::Move m, std::uint64_t key) {
    if (m.is_none() || pos.key_after_reversible(m) != key || !pos.is_legal(m)) return;
    if (std::find(moves.begin(), moves.end(), m) == moves.end()) moves.push_back(m);
  };
  for (int p = record.ply() - 1; p >= record.reversible_since(); p -= 2) {
    if (record.occurrences_at(p) < count - 1) continue;
    try_move(step_between(pos, record.occupied_at(p)), record.key_at(p));
    for (const chess::Move castling : castlings) try_move(castling, record.key_at(p));
  }
  return moves;
}

bool is_automatic_repetition(const GameRecord& record, const AutomaticRepetition& rule) {
  if (!rule.enabled) return false;
  if (rule.counting == RepetitionCount::kAnywhere) return occurrences(record) >= rule.count;
  const int n = record.ply();
  const int first = n - rule.interval_plies * (rule.count - 1);
  if (first < 0) return false;
  for (int p = n - rule.interval_plies; p >= first; p -= rule.interval_plies) {
    if (record.key_at(p) != record.key_at(n)) return false;
  }
  return true;
}

}  // namespace drawbridge::draw
