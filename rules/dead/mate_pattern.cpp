#include "rules/dead/mate_pattern.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "rules/dead/material.h"

namespace drawbridge::dead {
namespace {

using namespace chess;

// Distances between squares in king steps and in knight moves, and the squares fewer than d
// steps from each square: "every square nearer the target than `from`" is one lookup.
struct Distances {
  std::array<std::array<std::uint8_t, 64>, 64> king{}, knight{};
  std::array<std::array<Bitboard, 8>, 64> king_below{}, knight_below{};
};

constexpr Bitboard knight_steps(int from) {
  Bitboard steps = 0;
  for (const auto& [df, dr] : {std::pair{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}) {
    const int f = from % 8 + df, r = from / 8 + dr;
    if (f >= 0 && f < 8 && r >= 0 && r < 8) steps |= Bitboard(1) << (8 * r + f);
  }
  return steps;
}

// The squares fewer than d steps away, for every d, from the squares exactly n steps away.
constexpr void fill_below(std::array<Bitboard, 8>& below, const std::array<Bitboard, 8>& rings) {
  for (int d = 1; d < 8; ++d) below[d] = below[d - 1] | rings[d - 1];
}

// King distances from the coordinates, knight distances by a breadth-first search from every
// square (at most 6 moves on 8x8), once, at compile time. Each square is visited once per
// table: clang's constant evaluator stops after a million steps.
constexpr Distances make_distances() {
  Distances t;
  for (int a = 0; a < 64; ++a) {
    std::array<Bitboard, 8> king_rings{}, knight_rings{};
    for (int b = 0; b < 64; ++b) {
      const int df = a % 8 - b % 8, dr = a / 8 - b / 8;
      t.king[a][b] = std::uint8_t(std::max(df < 0 ? -df : df, dr < 0 ? -dr : dr));
      king_rings[t.king[a][b]] |= Bitboard(1) << b;
    }
    knight_rings[0] = Bitboard(1) << a;
    Bitboard seen = knight_rings[0];
    for (int n = 1; knight_rings[n - 1]; ++n) {
      for (Bitboard frontier = knight_rings[n - 1]; frontier; frontier &= frontier - 1)
        knight_rings[n] |= knight_steps(std::countr_zero(frontier));
      knight_rings[n] &= ~seen;
      seen |= knight_rings[n];
      for (Bitboard ring = knight_rings[n]; ring; ring &= ring - 1)
        t.knight[a][std::countr_zero(ring)] = std::uint8_t(n);
    }
    fill_below(t.king_below[a], king_rings);
    fill_below(t.knight_below[a], knight_rings);
  }
  return t;
}

constexpr Distances kDistances = make_distances();

int king_distance(Square a, Square b) { return kDistances.king[a][b]; }
// The squares nearer `target` than `from`, in king steps and in knight moves.
Bitboard nearer_by_king(Square target, Square from) {
  return kDistances.king_below[target][kDistances.king[target][from]];
}
Bitboard nearer_by_knight(Square target, Square from) {
  return kDistances.knight_below[target][kDistances.knight[target][from]];
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
  const Bitboard pawns = pos.pieces(side, kPawn);
  const Bitboard steps = side == kWhite ? shift<8>(pawns) : shift<-8>(pawns);
  const Bitboard takes = side == kWhite ? shift<7>(pawns) | shift<9>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
  return (steps & ~pos.pieces()) || (takes & pos.pieces(~side));
}

constexpr Bitboard kEverywhere = ~Bitboard(0);

// The pawns of `side` that cannot step (a man stands in front of them): they move again only by
// taking, which a sacrifice of the other side offers.
Bitboard blocked_pawns(const Position& pos, Color side) {
  const Bitboard pawns = pos.pieces(side, kPawn);
  return pawns & (side == kWhite ? shift<-8>(pos.pieces()) : shift<8>(pos.pieces()));
}

// The squares pawns of `side` on `pawns` take on.
Bitboard pawn_takes(Bitboard pawns, Color side) {
  return side == kWhite ? shift<7>(pawns) | shift<9>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
}

// Without branches (the classes of a move list follow no pattern): kReward 0, else kNormal 1 or
// kPunish 2.
Progress at(Bitboard rewarded, Bitboard punished, Square to) {
  const unsigned reward = rewarded >> to & 1, punish = punished >> to & 1;
  return Progress((1 + punish) & (reward - 1));
}

// Three counters, one per class, of at most 256 each, in one register of three 10-bit fields:
// the loops over a move list keep them out of memory.
constexpr unsigned kField = 10, kFieldMask = (1u << kField) - 1;
unsigned field_shift(Progress p) { return kField * unsigned(p); }

}  // namespace

bool is_capture(const Position& pos, Move m) {
  return m.kind() == MoveKind::kEnPassant || (m.kind() != MoveKind::kCastling && pos.piece_on(m.to()) != kNoPiece);
}

MatePattern::MatePattern(const Position& pos, Color winner, Rewards rewards)
    : winner_(winner), rewards_(rewards), winner_to_move_(pos.side_to_move() == winner) {
  const Color loser = ~winner;
  loser_king_ = pos.king_square(loser);
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
    if ((square_bb(c) & allowed) &&
        (corner_ == kNoSquare || king_distance(loser_king_, c) < king_distance(loser_king_, corner_)))
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
  bishops_walk_ = knights_rooks_queens == 0 && more_than_one(loser_bishops);
  // The sacrifices that open a chain are sought where bishops and pawns alone are left: with
  // knights, rooks or queens about, their squares are everywhere and the search drowns in them.
  open_chains_ = rewards == Rewards::kOpening && knights_rooks_queens == 0;
  if (winner_to_move_) {
    find_checks(pos);
    if (open_chains_) find_own_offers(pos);
  } else if (rewards != Rewards::kDirect) {
    find_offers(pos);
  }
}

// The loser's pawns held head to head by a pawn of the winner (in bishops-and-pawns positions,
// every pawn of the loser that cannot step), and the winner's pieces: such a pawn taking such a
// piece is the winner's sacrifice that opens a locked chain; and where the loser's bishops are
// offered to the winner's pawns that cannot step.
void MatePattern::find_offers(const Position& pos) {
  offered_ = pos.pieces(winner_) & ~pos.pieces(kPawn);
  if (!open_chains_) {
    const Bitboard winner_pawns = pos.pieces(winner_, kPawn);
    locked_pawns_ =
        pos.pieces(~winner_, kPawn) & (winner_ == kBlack ? shift<-8>(winner_pawns) : shift<8>(winner_pawns));
    return;
  }
  locked_pawns_ = blocked_pawns(pos, ~winner_);
  offers_ = pawn_takes(blocked_pawns(pos, winner_), winner_);
  find_approaches(pos);
}

// The squares from which a bishop reaches an offer in one move.
void MatePattern::find_approaches(const Position& pos) {
  for (Bitboard o = offers_ & ~pos.pieces(); o;) approaches_ |= bishop_attacks(pop_lsb(o), pos.pieces());
}

// For the winner to move: where its pieces are offered to the loser's pawns that cannot step,
// its own pawns that cannot step (taking opens them), and its pieces that stand in a pawn's way.
void MatePattern::find_own_offers(const Position& pos) {
  offers_ = pawn_takes(blocked_pawns(pos, ~winner_), ~winner_);
  locked_pawns_ = blocked_pawns(pos, winner_);
  const Bitboard pawns = pos.pieces(winner_, kPawn);
  in_the_way_ = pos.pieces(winner_) & ~pos.pieces(kPawn) & (winner_ == kWhite ? shift<8>(pawns) : shift<-8>(pawns));
  find_approaches(pos);
}

void MatePattern::find_checks(const Position& pos) {
  const Square king = loser_king_;
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

// A counting sort by class: stable within each class, as the searches' node counts need.
std::size_t MatePattern::order(const Position& pos, const MoveList& moves, Move* out, Progress* kinds) const {
  const Color us = pos.side_to_move();
  const Bitboard captures = pos.pieces(~us);
  // Only the squares of the side to move's men are written, and only they are read.
  std::array<Targets, 64> by_from;
  for (Bitboard men = pos.pieces(us); men;) {
    const Square from = pop_lsb(men);
    const PieceType pt = type_of(pos.piece_on(from));
    const Bitboard discovered = (discoverers_ & square_bb(from)) ? ~line_bb(from, loser_king_) : 0;
    by_from[from] = targets(from, pt, captures, check_squares_[pt] | discovered, false);
  }
  std::array<Progress, 256> classes;
  std::uint32_t counts = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const Move m = moves[i];
    const Targets& t = by_from[m.from()];
    classes[i] = m.kind() == MoveKind::kNormal ? at(t.rewarded, t.punished, m.to()) : classify_special(pos, m);
    counts += 1u << field_shift(classes[i]);
  }
  const std::size_t rewarded = counts & kFieldMask, normals = counts >> kField & kFieldMask;
  std::uint32_t next = std::uint32_t(rewarded << kField | (rewarded + normals) << 2 * kField);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const unsigned shift = field_shift(classes[i]);
    out[next >> shift & kFieldMask] = moves[i];
    next += 1u << shift;
  }
  // The sacrifices first among the rewarded moves: a locked chain opens only through them.
  if (open_chains_) {
    std::array<Bitboard, 64> sacrificed;
    for (Bitboard men = pos.pieces(us); men;) {
      const Square from = pop_lsb(men);
      sacrificed[from] = sacrifices(from, type_of(pos.piece_on(from)), captures);
    }
    std::stable_partition(out, out + rewarded, [&](Move m) {
      return m.kind() == MoveKind::kNormal && (sacrificed[m.from()] & square_bb(m.to()));
    });
  }
  if (kinds) {
    std::fill(kinds, kinds + rewarded, Progress::kReward);
    std::fill(kinds + rewarded, kinds + rewarded + normals, Progress::kNormal);
    std::fill(kinds + rewarded + normals, kinds + moves.size(), Progress::kPunish);
  }
  return moves.size();
}

Progress MatePattern::classify_special(const Position& pos, Move m) const {
  const PieceType pt = type_of(pos.piece_on(m.from()));
  const Bitboard to = square_bb(m.to());
  const bool heavy = m.kind() == MoveKind::kPromotion && (m.promotion() == kQueen || m.promotion() == kRook);
  const bool checks = winner_to_move_ && pos.gives_check(m);
  const Targets t = targets(m.from(), pt, is_capture(pos, m) ? to : 0, checks ? to : 0, heavy);
  return at(t.rewarded, t.punished, m.to());
}

MatePattern::Targets MatePattern::targets(Square from, PieceType pt, Bitboard captures, Bitboard checks,
                                          bool heavy_promotion) const {
  return rewards_ == Rewards::kDirect ? targets_direct(from, pt, captures, checks)
                                      : targets_patient(from, pt, captures, checks, heavy_promotion);
}

MatePattern::Targets MatePattern::targets_direct(Square from, PieceType pt, Bitboard captures, Bitboard checks) const {
  const Bitboard nearer_king = nearer_by_king(loser_king_, from);
  if (winner_to_move_) {
    if (pt == kPawn) return {kEverywhere, 0};
    const Bitboard closer = pt == kKing                   ? nearer_by_king(winner_king_, from)
                            : pt == kKnight               ? nearer_by_knight(knight_target_, from)
                            : pt == kQueen || pt == kRook ? nearer_king
                                                          : 0;
    return {captures | closer | checks, 0};
  }
  if (pt == kKing) {
    const Bitboard to_corner = nearer_by_king(corner_, from);
    return {to_corner, ~to_corner};
  }
  const Bitboard to_blocker = pt == kKnight ? nearer_by_knight(blocker_, from) : 0;
  // The loser's men come to their king: blockers of its flight squares.
  const Bitboard blocks = pt == kPawn ? 0 : nearer_king & ~captures;
  return {to_blocker | blocks, captures & ~to_blocker};
}

Bitboard MatePattern::sacrifices(Square from, PieceType pt, Bitboard captures) const {
  const Bitboard here = square_bb(from);
  if (winner_to_move_) {
    if (pt == kPawn) return (locked_pawns_ & here) ? captures : 0;
    if (pt == kKing) return 0;
    return offers_ | (pt != kBishop || ((approaches_ | offers_) & here) ? 0 : approaches_);
  }
  const Bitboard taken_offer = (locked_pawns_ & here) ? captures & offered_ : 0;
  return taken_offer | (pt == kPawn || pt == kKing ? 0 : offers_ & ~captures);
}

MatePattern::Targets MatePattern::targets_patient(Square from, PieceType pt, Bitboard captures, Bitboard checks,
                                                  bool heavy_promotion) const {
  const Bitboard sacrifice = sacrifices(from, pt, captures);
  if (winner_to_move_) {
    if (pt == kPawn) return {(relative_rank(winner_, rank_of(from)) >= 4 ? kEverywhere : checks) | sacrifice, 0};
    const Bitboard closer = pt == kKing     ? nearer_by_king(winner_king_, from)
                            : pt == kKnight ? nearer_by_knight(corner_, from)
                                            : 0;
    const Bitboard clearing = (in_the_way_ & square_bb(from)) ? kEverywhere : 0;
    return {closer | checks | sacrifice | clearing, 0};
  }
  const Bitboard closer = pt == kKing                      ? nearer_by_king(corner_, from)
                          : pt == kKnight                  ? nearer_by_knight(blocker_, from)
                          : pt == kBishop && bishops_walk_ ? nearer_by_king(blocker_, from)
                                                           : 0;
  // The other moves, captures aside: ordinary, or when the loser must promote its pawns'
  // steps (to a blocker, not a queen or rook) rewarded and everything else punished.
  Bitboard rewarded = 0, punished = 0;
  if (loser_must_promote_) (pt == kPawn && !heavy_promotion ? rewarded : punished) = kEverywhere;
  // The loser's other captures punish, but a locked pawn's taking an offered piece rewards, and
  // so do its bishops' ways to an offer of their own.
  const Bitboard approach = pt != kBishop || ((approaches_ | offers_) & square_bb(from)) ? 0 : approaches_ & ~captures;
  return {closer | sacrifice | approach | (rewarded & ~captures),
          ~closer & ~sacrifice & ~approach & (captures | punished)};
}

}  // namespace drawbridge::dead
