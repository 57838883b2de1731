// The proof is an invariant kept by every legal move of both sides:
//
//   (I) every pawn stands where it stands now, and every other man stands in its reach:
//       the squares its moves can visit when only the pawns block (a king also never enters
//       a square a pawn of the other colour attacks).
//
// (I) holds now. Assume it holds before a move. A pawn can push only when the square in front
// is empty: we require that square to hold another pawn, frozen by the same argument. A pawn
// can capture only a man on a square it attacks: we require that no man of the other colour
// has such a square in its reach (the king never stands there: it would be in check by the
// pawn), and no two pawns of opposite colours attack each other. A pawn is captured only by a
// man that attacks its square from somewhere in its reach (sliders see through everything but
// pawns: with fewer blockers a slider attacks more, never less), or by the king when the pawn
// is not defended by a pawn of its own. Without pawn moves there is no en passant and no
// promotion; castling rights are excluded. Other moves keep every man in its reach by the
// definition of reach. So (I) holds forever.
//
// Under (I), a mate of the loser's king on square k needs: k in the king's reach; k attacked
// by a winner's pawn or by a winner's piece from its reach (its "cover"); and every flight
// square f (a neighbour of k in the king's reach not attacked by a winner's pawn) attacked
// by a winner's piece from its reach, or by the winner's king from a square of its reach
// not adjacent to k, or occupied by one of the loser's pieces that can reach f (a winner's
// man standing on f is only safe when defended, which is an attack on f). The last condition
// is a bipartite matching of flight squares to distinct loser's pieces. When no square k
// passes, the winner cannot mate.
#include "rules/dead/blocked_pawns.h"

#include <algorithm>
#include <array>
#include <vector>

namespace drawbridge::dead {

using namespace chess;

namespace {

// A man other than a pawn: where it can go under (I), and which squares it can ever attack.
struct Reach {
  PieceType type = NO_PIECE_TYPE;
  Bitboard squares = 0;
  Bitboard cover = 0;
};

Bitboard steps(PieceType pt, Square s, Bitboard walls) {
  switch (pt) {
    case KNIGHT: return knight_attacks(s);
    case BISHOP: return bishop_attacks(s, walls);
    case ROOK: return rook_attacks(s, walls);
    case QUEEN: return queen_attacks(s, walls);
    default: return king_attacks(s);
  }
}

Reach reach_of(PieceType pt, Square from, Bitboard walls, Bitboard forbidden) {
  Reach r;
  r.type = pt;
  r.squares = square_bb(from);
  Bitboard frontier = r.squares;
  while (frontier) {
    Bitboard next = 0;
    for (Bitboard b = frontier; b;) next |= steps(pt, pop_lsb(b), walls);
    r.cover |= next;
    next &= ~walls & ~forbidden & ~r.squares;
    r.squares |= next;
    frontier = next;
  }
  return r;
}

Bitboard pawn_attacks_of(Color c, Bitboard pawns) {
  return c == WHITE ? shift<9>(pawns) | shift<7>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
}

// The greatest subset of `pawns` each standing behind another pawn of the subset.
Bitboard head_on_blocked(const Position& pos, Bitboard pawns) {
  Bitboard frozen = pawns;
  for (;;) {
    const Bitboard next = frozen & ((pos.pieces(WHITE) & shift<-8>(frozen)) | (pos.pieces(BLACK) & shift<8>(frozen)));
    if (next == frozen) return frozen;
    frozen = next;
  }
}

// Can every flight get a distinct blocker? `can_block[i]` is the set of squares the i-th
// blocker reaches. Augmenting paths: at most 8 flights, at most 15 blockers.
class FlightMatching {
 public:
  explicit FlightMatching(const std::vector<Bitboard>& can_block)
      : can_block_(can_block), flight_of_(can_block.size(), SQ_NONE) {}

  bool all_blocked(Bitboard flights) {
    if (popcount(flights) > int(can_block_.size())) return false;
    std::fill(flight_of_.begin(), flight_of_.end(), SQ_NONE);
    for (Bitboard b = flights; b;) {
      visited_ = 0;
      if (!augment(pop_lsb(b))) return false;
    }
    return true;
  }

 private:
  bool augment(Square f) {
    for (std::size_t i = 0; i < can_block_.size(); ++i) {
      if (!(can_block_[i] & square_bb(f)) || ((visited_ >> i) & 1)) continue;
      visited_ |= std::uint32_t(1) << i;
      if (flight_of_[i] == SQ_NONE || augment(flight_of_[i])) {
        flight_of_[i] = f;
        return true;
      }
    }
    return false;
  }

  const std::vector<Bitboard>& can_block_;
  std::vector<Square> flight_of_;
  std::uint32_t visited_ = 0;
};

// Where a pawn that is not frozen can go: pushes until a frozen pawn, captures onto squares
// where a man of the other colour may stand. False when it may promote.
bool pawn_reach(const Position& pos, Square from, Bitboard frozen, Bitboard enemy_squares, Reach& r) {
  const Color c = color_of(pos.piece_on(from));
  const int push = pawn_push(c);
  r.type = PAWN;
  r.squares = square_bb(from);
  r.cover = 0;
  Bitboard frontier = r.squares;
  while (frontier) {
    Bitboard next = 0;
    for (Bitboard b = frontier; b;) {
      const Square x = pop_lsb(b);
      const Bitboard attacks = pawn_attacks(c, x);
      r.cover |= attacks;
      next |= attacks & enemy_squares;
      const Square ahead = Square(x + push);
      if (frozen & square_bb(ahead)) continue;
      next |= square_bb(ahead);
      // The square a double step passes over stays in the reach: en passant lands there.
      if (relative_rank(c, rank_of(x)) == 1 && !(frozen & square_bb(Square(ahead + push))))
        next |= square_bb(Square(ahead + push));
    }
    next &= ~r.squares;
    if (next & (rank_bb(0) | rank_bb(7))) return false;
    r.squares |= next;
    frontier = next;
  }
  return true;
}

// The men other than the frozen pawns, with their reach, for one guess of the frozen set.
struct Reaches {
  std::array<Reach, 2> king;
  std::array<std::vector<Reach>, 2> men;  // pieces and pawns that are not frozen
  std::array<Bitboard, 2> stands{};       // where a man of each colour other than the king may stand
  std::array<Bitboard, 2> cover{};        // what those men may attack
};

// False when a pawn that is not frozen may promote.
bool compute_reaches(const Position& pos, Bitboard frozen, const std::array<Bitboard, 2>& frozen_cover, Reaches& out) {
  for (const Color c : {WHITE, BLACK}) {
    out.king[c] = reach_of(KING, pos.king_square(c), frozen, frozen_cover[~c]);
    out.men[c].clear();
    out.stands[c] = out.cover[c] = 0;
    for (Bitboard b = pos.pieces(c) & ~pos.pieces(PAWN) & ~pos.pieces(KING); b;) {
      const Square s = pop_lsb(b);
      const Reach r = reach_of(type_of(pos.piece_on(s)), s, frozen, 0);
      out.men[c].push_back(r);
      out.stands[c] |= r.squares;
      out.cover[c] |= r.cover;
    }
  }
  // Pawn captures depend on where the other colour's men may stand, which grows with them.
  std::array<std::size_t, 2> pieces_only = {out.men[WHITE].size(), out.men[BLACK].size()};
  const std::array<Bitboard, 2> piece_stands = out.stands, piece_cover = out.cover;
  for (;;) {
    const std::array<Bitboard, 2> before = out.stands;
    for (const Color c : {WHITE, BLACK}) {
      out.men[c].resize(pieces_only[c]);
      out.stands[c] = piece_stands[c];
      out.cover[c] = piece_cover[c];
      for (Bitboard b = pos.pieces(c, PAWN) & ~frozen; b;) {
        Reach r;
        if (!pawn_reach(pos, pop_lsb(b), frozen, before[~c], r)) return false;
        out.men[c].push_back(r);
        out.stands[c] |= r.squares;
        out.cover[c] |= r.cover;
      }
    }
    if (out.stands == before) return true;
  }
}

}  // namespace

bool blocked_pawns_forbid_mate(const Position& pos, Color side) {
  if (pos.castling_rights() != NO_CASTLING || pos.has_legal_ep_capture()) return false;
  Bitboard frozen = head_on_blocked(pos, pos.pieces(PAWN));
  if (frozen == 0) return false;
  Reaches reaches;
  std::array<Bitboard, 2> frozen_cover{};
  // Shrink the frozen set until every frozen pawn is safe from captures both ways.
  for (;;) {
    frozen_cover = {pawn_attacks_of(WHITE, frozen & pos.pieces(WHITE)), pawn_attacks_of(BLACK, frozen & pos.pieces(BLACK))};
    if (!compute_reaches(pos, frozen, frozen_cover, reaches)) return false;
    Bitboard thawed = 0;
    for (const Color c : {WHITE, BLACK}) {
      const Color them = ~c;
      for (Bitboard b = frozen & pos.pieces(c); b;) {
        const Square s = pop_lsb(b);
        const bool can_capture = pawn_attacks(c, s) & reaches.stands[them];
        const bool capturable = (square_bb(s) & (frozen_cover[them] | reaches.cover[them])) ||
                                ((square_bb(s) & reaches.king[them].cover) && !(square_bb(s) & frozen_cover[c]));
        if (can_capture || capturable) thawed |= square_bb(s);
      }
    }
    if (thawed == 0) break;
    frozen = head_on_blocked(pos, frozen & ~thawed);
    if (frozen == 0) return false;
  }

  const Color loser = ~side;
  const Bitboard attacked = frozen_cover[side] | reaches.cover[side];
  const Bitboard mating_squares = reaches.king[loser].squares & attacked;
  if (mating_squares == 0) return true;

  std::vector<Bitboard> can_block;
  for (const Reach& r : reaches.men[loser]) can_block.push_back(r.squares);
  FlightMatching matching(can_block);
  for (Bitboard b = mating_squares; b;) {
    const Square k = pop_lsb(b);
    const Bitboard flights = king_attacks(k) & reaches.king[loser].squares & ~attacked;
    if (flights == 0 || matching.all_blocked(flights)) return false;
    const Bitboard king_spots = reaches.king[side].squares & ~king_attacks(k) & ~square_bb(k);
    for (Bitboard q = king_spots; q;) {
      const Bitboard rest = flights & ~king_attacks(pop_lsb(q));
      if (rest == 0 || matching.all_blocked(rest)) return false;
    }
  }
  return true;
}

}  // namespace drawbridge::dead
