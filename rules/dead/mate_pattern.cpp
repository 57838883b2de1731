#include "rules/dead/mate_pattern.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "rules/dead/material.h"

namespace drawbridge::dead {
namespace {

using namespace chess;

int king_distance(Square a, Square b) {
  return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

// Knight moves between two squares, by breadth-first search once (a constant table).
struct KnightDistance {
  std::array<std::array<std::uint8_t, 64>, 64> d{};
  KnightDistance() {
    for (int from = 0; from < 64; ++from) {
      for (auto& x : d[from]) x = 255;
      d[from][from] = 0;
      Bitboard seen = square_bb(Square(from)), frontier = seen;
      for (std::uint8_t n = 1; frontier; ++n) {
        Bitboard next = 0;
        for (Bitboard b = frontier; b;) next |= knight_attacks(pop_lsb(b));
        next &= ~seen;
        for (Bitboard b = next; b;) d[from][pop_lsb(b)] = n;
        seen |= next;
        frontier = next;
      }
    }
  }
};

int knight_distance(Square a, Square b) {
  static const KnightDistance table;
  return table.d[a][b];
}

bool approaches(Move m, Square target, PieceType pt, bool bishops_walk) {
  if (pt == kKing || (bishops_walk && pt == kBishop))
    return king_distance(m.to(), target) < king_distance(m.from(), target);
  if (pt == kKnight) return knight_distance(m.to(), target) < knight_distance(m.from(), target);
  return false;
}

// The winner's men cannot mate without a blocker the loser has only by promoting
// (CHA's need_loser_promotion; used only to steer, never to prove).
bool loser_must_promote(const Position& pos, Color winner) {
  const Color loser = ~winner;
  const Bitboard ours = pos.pieces(winner) & ~pos.pieces(winner, kKing);
  if (ours == pos.pieces(winner, kKnight) && popcount(ours) == 1)
    return (pos.pieces(loser) & (pos.pieces(kKnight) | pos.pieces(kBishop) | pos.pieces(kRook))) == 0;
  const Bitboard bishops = pos.pieces(winner, kBishop);
  if (ours != bishops || bishops == 0) return false;
  const Bitboard colour = (bishops & kLightSquares) ? kLightSquares : ~kLightSquares;
  return (pos.pieces(kBishop) & ~colour) == 0 && pos.pieces(loser, kKnight) == 0;
}

// A pawn of `side` that can step or take now: one that may yet promote or open a line. Pawns
// that cannot are walls, and do not free the corner from the bishops' colour.
bool has_mobile_pawn(const Position& pos, Color side) {
  for (Bitboard pawns = pos.pieces(side, kPawn); pawns;) {
    const Square s = pop_lsb(pawns);
    if (pos.piece_on(Square(s + pawn_push(side))) == kNoPiece || (pawn_attacks(side, s) & pos.pieces(~side)))
      return true;
  }
  return false;
}

// A pawn of the loser, blocked head to head by a pawn of the winner, taking one of the
// winner's pieces: the winner has offered it to open the locked chain (the winner's pawn
// moves again, and so may the pawns behind both).
bool takes_offered_piece(const Position& pos, Move m) {
  const Piece pawn = pos.piece_on(m.from());
  if (type_of(pawn) != kPawn || m.kind() == MoveKind::kEnPassant || type_of(pos.piece_on(m.to())) == kPawn)
    return false;
  const Color us = color_of(pawn);
  return pos.pieces(~us, kPawn) & square_bb(Square(m.from() + pawn_push(us)));
}

}  // namespace

bool is_capture(const Position& pos, Move m) {
  return m.kind() == MoveKind::kEnPassant || (m.kind() != MoveKind::kCastling && pos.piece_on(m.to()) != kNoPiece);
}

MatePattern::MatePattern(const Position& pos, Color winner, Rewards rewards) : winner_(winner), rewards_(rewards) {
  const Color loser = ~winner;
  const Square king = pos.king_square(loser);
  const Bitboard winner_bishops = pos.pieces(winner, kBishop), loser_bishops = pos.pieces(loser, kBishop);
  const bool heavy =
      (pos.pieces(winner) & (pos.pieces(kRook) | pos.pieces(kQueen))) != 0 || has_mobile_pawn(pos, winner);
  // The corner's colour matters when bishops must give the check or guard it (the winner's
  // bishop's colour) or a loser's bishop blocks there (the other colour); else the nearest.
  Bitboard allowed = ~Bitboard(0);
  if (!heavy && winner_bishops)
    allowed = (winner_bishops & kLightSquares) ? kLightSquares : ~kLightSquares;
  else if (!heavy && loser_bishops)
    allowed = (loser_bishops & kLightSquares) ? ~kLightSquares : kLightSquares;
  corner_ = kNoSquare;
  for (const Square c : {kA1, kH1, kA8, kH8})
    if ((square_bb(c) & allowed) && (corner_ == kNoSquare || king_distance(king, c) < king_distance(king, corner_)))
      corner_ = c;
  if (corner_ == kNoSquare) corner_ = relative_square(winner, kH8);
  // Two ranks in front of the corner (towards the centre), and its neighbour on the edge.
  const int towards_centre = rank_of(corner_) == 0 ? 16 : -16;
  const int towards_middle_file = file_of(corner_) == 0 ? 1 : -1;
  winner_king_ = Square(corner_ + towards_centre);
  blocker_ = Square(corner_ + towards_middle_file);
  knight_target_ = Square(corner_ + 3 * (towards_centre / 2 + towards_middle_file));
  loser_must_promote_ = loser_must_promote(pos, winner);
  const Bitboard knights_rooks_queens = pos.pieces(kKnight) | pos.pieces(kRook) | pos.pieces(kQueen);
  bishops_walk_ = knights_rooks_queens == 0 && popcount(pos.pieces(loser, kBishop)) > 1;
  if (pos.side_to_move() == winner) find_checks(pos);
}

void MatePattern::find_checks(const Position& pos) {
  const Square king = pos.king_square(~winner_);
  const Bitboard occupied = pos.pieces();
  check_squares_[kPawn] = pawn_attacks(~winner_, king);
  check_squares_[kKnight] = knight_attacks(king);
  check_squares_[kBishop] = bishop_attacks(king, occupied);
  check_squares_[kRook] = rook_attacks(king, occupied);
  check_squares_[kQueen] = check_squares_[kBishop] | check_squares_[kRook];
  const Bitboard ours = pos.pieces(winner_);
  Bitboard lines = ours & ((bishop_attacks(king, 0) & (pos.pieces(kBishop) | pos.pieces(kQueen))) |
                           (rook_attacks(king, 0) & (pos.pieces(kRook) | pos.pieces(kQueen))));
  while (lines) {
    const Bitboard between = between_bb(pop_lsb(lines), king) & occupied;
    if (between && !more_than_one(between) && (between & ours)) discoverers_ |= between;
  }
}

// A move of a man that is not a pawn promoting, castling or taking en passant checks when it
// lands on a check square of its kind (those seen through its old square are on the line of a
// slider that would already give check) or steps off the line of a discovered check.
bool MatePattern::gives_check(const Position& pos, Move m) const {
  if (m.kind() != MoveKind::kNormal) return pos.gives_check(m);
  const PieceType pt = type_of(pos.piece_on(m.from()));
  if (check_squares_[pt] & square_bb(m.to())) return true;
  return (discoverers_ & square_bb(m.from())) && !(line_bb(m.from(), pos.king_square(~winner_)) & square_bb(m.to()));
}

std::size_t MatePattern::order(const Position& pos, const MoveList& moves, Move* out, Progress* kinds) const {
  std::array<Move, 256> normal, punished;
  std::size_t rewarded = 0, normals = 0, punishes = 0;
  for (const Move m : moves) {
    switch (classify(pos, m)) {
      case Progress::kReward: out[rewarded++] = m; break;
      case Progress::kNormal: normal[normals++] = m; break;
      case Progress::kPunish: punished[punishes++] = m; break;
    }
  }
  std::copy(normal.begin(), normal.begin() + normals, out + rewarded);
  std::copy(punished.begin(), punished.begin() + punishes, out + rewarded + normals);
  if (kinds) {
    std::fill(kinds, kinds + rewarded, Progress::kReward);
    std::fill(kinds + rewarded, kinds + rewarded + normals, Progress::kNormal);
    std::fill(kinds + rewarded + normals, kinds + moves.size(), Progress::kPunish);
  }
  return moves.size();
}

Progress MatePattern::classify_direct(const Position& pos, Move m, PieceType pt) const {
  const bool capture = is_capture(pos, m);
  const Square loser_king = pos.king_square(~winner_);
  const bool nearer_king = king_distance(m.to(), loser_king) < king_distance(m.from(), loser_king);
  if (pos.side_to_move() == winner_) {
    const bool closer =
        (pt == kKing && king_distance(m.to(), winner_king_) < king_distance(m.from(), winner_king_)) ||
        (pt == kKnight && knight_distance(m.to(), knight_target_) < knight_distance(m.from(), knight_target_)) ||
        ((pt == kQueen || pt == kRook) && nearer_king);
    return pt == kPawn || capture || closer || gives_check(pos, m) ? Progress::kReward : Progress::kNormal;
  }
  if (pt == kKing)
    return king_distance(m.to(), corner_) < king_distance(m.from(), corner_) ? Progress::kReward : Progress::kPunish;
  if (pt == kKnight && knight_distance(m.to(), blocker_) < knight_distance(m.from(), blocker_))
    return Progress::kReward;
  if (capture) return Progress::kPunish;
  // The loser's men come to their king: blockers of its flight squares.
  return pt != kPawn && nearer_king ? Progress::kReward : Progress::kNormal;
}

Progress MatePattern::classify(const Position& pos, Move m) const {
  const PieceType pt = type_of(pos.piece_on(m.from()));
  if (rewards_ == Rewards::kDirect) return classify_direct(pos, m, pt);
  if (pos.side_to_move() == winner_) {
    const Square target = pt == kKing ? winner_king_ : corner_;
    const bool pawn_run = pt == kPawn && relative_rank(winner_, rank_of(m.from())) >= 4;
    if (pawn_run || approaches(m, target, pt, false) || gives_check(pos, m)) return Progress::kReward;
    return Progress::kNormal;
  }
  const Square target = pt == kKing ? corner_ : blocker_;
  Progress p = Progress::kNormal;
  if (loser_must_promote_) {
    const bool heavy = m.kind() == MoveKind::kPromotion && (m.promotion() == kQueen || m.promotion() == kRook);
    p = pt == kPawn && !heavy ? Progress::kReward : Progress::kPunish;
  }
  if (approaches(m, target, pt, bishops_walk_)) return Progress::kReward;
  if (is_capture(pos, m)) return takes_offered_piece(pos, m) ? Progress::kReward : Progress::kPunish;
  return p;
}

}  // namespace drawbridge::dead
