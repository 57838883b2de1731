#include "rules/draw/repetition.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "rules/chess/bitboard.h"

namespace drawbridge::draw {

int occurrences(const GameRecord& record) { return record.occurrences_at(record.ply()); }

bool can_claim_repetition_on_board(const GameRecord& record, int count) { return occurrences(record) >= count; }

namespace {

// The keys a move can return to and so reach `count` occurrences: those of the positions of
// the stretch, with the opponent on move, that have already appeared count - 1 times (the last
// appearance of a key says how often it has appeared).
std::vector<std::uint64_t> repeatable_keys(const GameRecord& record, int count) {
  std::vector<std::uint64_t> keys;
  const int first = record.reversible_since();
  for (int p = record.ply() - 1; p >= first; p -= 2)
    if (record.occurrences_at(p) >= count - 1) keys.push_back(record.key_at(p));
  return keys;
}

// Every move of a piece (not a pawn) to an empty square, legal or not, and every castling
// the rights allow: the moves that can repeat a position, and some that the caller rules out.
template <class Visit>
void for_each_reversible_candidate(const chess::Position& pos, Visit visit) {
  using namespace chess;
  const Color us = pos.side_to_move();
  const Bitboard occupied = pos.pieces();
  for (Bitboard b = pos.pieces(us) & ~pos.pieces(kPawn); b;) {
    const Square from = pop_lsb(b);
    Bitboard to = 0;
    switch (type_of(pos.piece_on(from))) {
      case kKnight: to = knight_attacks(from); break;
      case kBishop: to = bishop_attacks(from, occupied); break;
      case kRook: to = rook_attacks(from, occupied); break;
      case kQueen: to = queen_attacks(from, occupied); break;
      default: to = king_attacks(from); break;
    }
    for (to &= ~occupied; to;) visit(Move(from, pop_lsb(to)));
  }
  for (const CastlingRight cr : us == kWhite ? std::array{kWhiteOO, kWhiteOOO} : std::array{kBlackOO, kBlackOOO}) {
    const Square rook = pos.castling_rook_square(cr);
    if (rook != kNoSquare) visit(Move(pos.king_square(us), rook, MoveKind::kCastling));
  }
}

}  // namespace

std::vector<chess::Move> repetition_claim_moves(const GameRecord& record, int count) {
  // Only a reversible move can repeat a position, and the new position (ply + 1) can only
  // equal those at ply - 1, ply - 3, ... back to the last pawn move or capture. Unless a
  // position of that stretch had appeared count - 1 times, no move qualifies and the move
  // loop is spared. A pawn move or capture can repeat nothing; the other moves' keys are
  // worked out without making them, and only a move whose key matches is checked for
  // legality.
  std::vector<chess::Move> moves;
  if (record.most_occurrences_before_opponent_move() < count - 1) return moves;
  const std::vector<std::uint64_t> targets = repeatable_keys(record, count);
  if (targets.empty()) return moves;
  const chess::Position& pos = record.position();
  for_each_reversible_candidate(pos, [&](chess::Move m) {
    if (std::find(targets.begin(), targets.end(), pos.key_after_reversible(m)) != targets.end() && pos.is_legal(m)) {
      moves.push_back(m);
    }
  });
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
