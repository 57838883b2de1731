// The proof is an invariant kept by every legal move of both sides while the game goes on:
//
//   (I) every frozen pawn and every immovable man (kings included) stands where it stands
//       now; every other man stands in its reach: the squares its moves can visit when only
//       those walls block (a king also never enters a square a frozen pawn of the other colour
//       attacks); a pawn that is not frozen moves along its file only up to the next wall and
//       short of the next stable pawn (one that never leaves its file), and diagonally only
//       onto squares where a man of the other colour may stand.
//
// Part 1, the walls (immovable): a greatest fixed point. A pawn is frozen when a wall stands
// in front of it, a man is immovable when each of its steps lands on a wall (a king's also on
// a square a frozen pawn of the other colour attacks). Part 2 (settle_walls): every wall is
// checked against every capture, both ways: it must not be able to take anything (no man of
// the other colour may stand on a square it attacks), nor be taken (no man of the other
// colour attacks its square from its reach; sliders see through everything but walls, and
// with fewer blockers a slider attacks more, never less; the other king takes it only when it
// is not defended by a wall of its own: a frozen pawn, or an immovable man next to it or a
// knight's step away). A wall that fails is
// removed and everything recomputed. A pawn that is not frozen must not reach its last rank
// (no promotion); a stable pawn must neither take nor be taken. En passant lands on a square
// the double step passed over, which stays in the reach; a legal en passant capture now
// excludes the proof, and so does a castling right unless a wall stands on its path
// (walled_castling.cpp). Two more defences: a square that bishops shut in a cage
// of their own always attack (caged_bishops.cpp), and a piece that could only be captured
// stays where it is until it is (taken_in_place.cpp), rather than being set free.
//
// One capture is tolerated: the other king taking a frozen pawn when, wherever the pawn's
// own king stands, that side is then left without a legal move (its other men are walls, none
// freed by the capture, every square next to its king taken, guarded by a frozen pawn or next
// to the capturing king), and, when the taker is the winner, without a line through the
// taker's old square to that king (no discovered check): the game ends there in stalemate.
//
// Part 3 (mating_squares.cpp, on the structure of frozen_structure.h). Under (I), a mate of
// the loser's king on square k needs: k in the king's reach; k attacked
// by a winner's frozen pawn or by another winner's man from its reach (its "cover"); and every
// flight square f (a neighbour of k in the king's reach not attacked by a winner's frozen
// pawn) attacked by a winner's man from its reach, or by the winner's king from a square of
// its reach not adjacent to k, or occupied by one of the loser's men that can reach f (a
// winner's man standing on f is only safe when defended, which is an attack on f). The last
// condition is a bipartite matching of flight squares to distinct loser's men.
//
// When the loser can only ever move its king, a mate on k other than by the very next move
// (which is tried) follows the loser's king step from a flight k' of k. If only the winner's
// king can cover k', the mating move must itself be a king step onto a square next to k'
// (before it, the winner's king stood away from k' and k) that uncovers a check along a line
// through its old square. When no square k passes all this, the winner cannot mate.
#include "rules/dead/blocked_pawns.h"

#include <array>
#include <vector>

#include "rules/dead/frozen_structure.h"

namespace drawbridge::dead {

using namespace chess;

Bitboard steps(PieceType pt, Square s, Bitboard walls) {
  switch (pt) {
    case kKnight: return knight_attacks(s);
    case kBishop: return bishop_attacks(s, walls);
    case kRook: return rook_attacks(s, walls);
    case kQueen: return queen_attacks(s, walls);
    default: return king_attacks(s);
  }
}

namespace {

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
  return c == kWhite ? shift<9>(pawns) | shift<7>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
}

// The greatest sets of pawns and of other men (kings included) that cannot move as long as
// all of them stay: a pawn with one of them in front, a man whose every step lands on one of
// them (a king's also on a square a frozen pawn of the other colour attacks). Whether they can
// be captured, or capture, is checked against everyone's reach afterwards.
void narrow_to_walls(const Position& pos, Bitboard& frozen, Bitboard& fixed) {
  for (;;) {
    const Bitboard walls = frozen | fixed;
    const Bitboard next_frozen =
        frozen & ((pos.pieces(kWhite) & shift<-8>(walls)) | (pos.pieces(kBlack) & shift<8>(walls)));
    const std::array<Bitboard, 2> pawn_cover = {pawn_attacks_of(kWhite, frozen & pos.pieces(kWhite)),
                                                pawn_attacks_of(kBlack, frozen & pos.pieces(kBlack))};
    Bitboard next_fixed = 0;
    for (Bitboard b = fixed; b;) {
      const Square s = pop_lsb(b);
      const Piece p = pos.piece_on(s);
      const Bitboard forbidden = type_of(p) == kKing ? pawn_cover[~color_of(p)] : 0;
      if (!(steps(type_of(p), s, walls) & ~walls & ~forbidden)) next_fixed |= square_bb(s);
    }
    if (next_frozen == frozen && next_fixed == fixed) return;
    frozen = next_frozen;
    fixed = next_fixed;
  }
}

// The furthest square each pawn that is not frozen can reach by pushes on its own file: up to
// the next frozen pawn, and short of the next stable pawn (one that never leaves its file and
// is never captured): an enemy one where it stands now (it only comes nearer), an own one
// behind the furthest square that one can reach.
std::array<Square, 64> push_limits(const Position& pos, Bitboard frozen, Bitboard walls, Bitboard stable) {
  std::array<Square, 64> limit{};
  for (const Color c : {kWhite, kBlack}) {
    const int push = pawn_push(c);
    // From the most advanced pawn backwards, so that an own pawn ahead is done first.
    for (int rel = 6; rel >= 1; --rel) {
      for (Bitboard b = pos.pieces(c, kPawn) & ~frozen & rank_bb(relative_rank(c, rel)); b;) {
        const Square s = pop_lsb(b);
        Square t = s;
        Square last = s;
        for (;;) {
          const int rank = relative_rank(c, rank_of(t));
          if (rank == 7) {
            last = t;
            break;
          }
          const Square ahead = Square(t + push);
          if (walls & square_bb(ahead)) {
            last = t;
            break;
          }
          if (stable & square_bb(ahead)) {
            last = color_of(pos.piece_on(ahead)) == c ? Square(limit[ahead] - push) : t;
            break;
          }
          t = ahead;
        }
        // A stable own pawn ahead that cannot move leaves this one where it is (or behind).
        limit[s] = relative_rank(c, rank_of(last)) < relative_rank(c, rank_of(s)) ? s : last;
      }
    }
  }
  return limit;
}

// Where a pawn that is not frozen can go: pushes on its file up to its limit, captures onto
// squares where a man of the other colour may stand, and from there pushes until a frozen
// pawn. False when it may promote.
bool pawn_reach(const Position& pos, Square from, Square limit, Bitboard walls, Bitboard enemy_squares, Reach& r) {
  const Color c = color_of(pos.piece_on(from));
  const int push = pawn_push(c);
  const Bitboard own_file = file_bb(file_of(from));
  // The limit holds for pushes on the own file short of the stable pawn that sets it (a pawn
  // back on its file beyond that one, after two captures, pushes freely).
  auto allowed = [&](Square x, Square t) {
    if (walls & square_bb(t)) return false;
    if (!(own_file & square_bb(x)) || relative_rank(c, rank_of(x)) > relative_rank(c, rank_of(limit))) return true;
    return relative_rank(c, rank_of(t)) <= relative_rank(c, rank_of(limit));
  };
  r.type = kPawn;
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
      if (relative_rank(c, rank_of(x)) == 7) continue;
      const Square ahead = Square(x + push);
      if (!allowed(x, ahead)) continue;
      next |= square_bb(ahead);
      // The square a double step passes over stays in the reach: en passant lands there.
      if (relative_rank(c, rank_of(x)) == 1 && allowed(x, Square(ahead + push)))
        next |= square_bb(Square(ahead + push));
    }
    next &= ~r.squares;
    if (next & (rank_bb(0) | rank_bb(7))) return false;
    r.squares |= next;
    frontier = next;
  }
  return true;
}

// False when a pawn that is not frozen may promote.
bool compute_reaches(const Position& pos, const FrozenStructure& structure, Bitboard stable, Reaches& out) {
  const Bitboard frozen = structure.frozen, fixed = structure.fixed;
  const std::array<Bitboard, 2>& frozen_cover = structure.frozen_cover;
  const Bitboard walls = frozen | fixed;
  const std::array<Square, 64> limits = push_limits(pos, frozen, walls, stable);
  for (const Color c : {kWhite, kBlack}) {
    out.king[c] = reach_of(kKing, pos.king_square(c), walls, frozen_cover[~c]);
    out.men[c].clear();
    out.stands[c] = out.cover[c] = 0;
    for (Bitboard b = pos.pieces(c) & ~pos.pieces(kPawn) & ~pos.pieces(kKing); b;) {
      const Square s = pop_lsb(b);
      const PieceType pt = type_of(pos.piece_on(s));
      Reach r;
      if (structure.taken_in_place & square_bb(s))
        r = Reach{pt, square_bb(s), cover_while_standing(pos, s, walls, structure.group[s])};
      else
        r = (fixed & square_bb(s)) ? Reach{pt, square_bb(s), steps(pt, s, walls)} : reach_of(pt, s, walls, 0);
      out.men[c].push_back(r);
      out.stands[c] |= r.squares;
      out.cover[c] |= r.cover;
    }
  }
  // Pawn captures depend on where the other colour's men may stand, which grows with them.
  const std::array<std::size_t, 2> pieces_only = {out.men[kWhite].size(), out.men[kBlack].size()};
  const std::array<Bitboard, 2> piece_stands = out.stands, piece_cover = out.cover;
  for (;;) {
    const std::array<Bitboard, 2> before = out.stands;
    for (const Color c : {kWhite, kBlack}) {
      out.men[c].resize(pieces_only[c]);
      out.pawn_from[c].clear();
      out.stands[c] = piece_stands[c];
      out.cover[c] = piece_cover[c];
      for (Bitboard b = pos.pieces(c, kPawn) & ~frozen; b;) {
        const Square s = pop_lsb(b);
        Reach r;
        if (!pawn_reach(pos, s, limits[s], walls, before[~c], r)) return false;
        out.men[c].push_back(r);
        out.pawn_from[c].push_back(s);
        out.stands[c] |= r.squares;
        out.cover[c] |= r.cover;
      }
    }
    if (out.stands == before) return true;
  }
}

// Whether c's men standing on `squares` and attacking `attacks` may capture or be captured.
// `defended[c]`: squares c's walls always attack (defended_by_walls), where the other
// king never captures.
bool may_capture_or_be_captured(Color c, Bitboard squares, Bitboard attacks, const Reaches& r,
                                const std::array<Bitboard, 2>& frozen_cover, const std::array<Bitboard, 2>& defended) {
  const Color them = ~c;
  if (attacks & r.stands[them]) return true;
  if (squares & (frozen_cover[them] | r.cover[them])) return true;
  return (squares & r.king[them].cover & ~defended[c]) != 0;
}

// After the king of ~c takes c's immovable pawn on p, c has no legal move (and, when the taker
// is the winner, c is not in check either: the king's step uncovers no line to c's king).
// c's other men never move (none stood behind p); c's king, wherever it may stand away from p,
// finds every neighbour held by its own immovable men, attacked by the other side's frozen
// pawns or next to the king now on p.
bool stalemated_after_king_capture(const Position& pos, Color c, Square p, Bitboard frozen, Bitboard fixed,
                                   const std::array<Bitboard, 2>& frozen_cover, const Reaches& r, Color winner) {
  const Bitboard walls = frozen | fixed;
  if (pos.pieces(c) & ~pos.pieces(c, kKing) & ~walls) return false;
  if (pos.pieces(c, kPawn) & square_bb(Square(p - pawn_push(c)))) return false;
  const Bitboard own = walls & pos.pieces(c) & ~square_bb(p);
  const Bitboard guarded = frozen_cover[~c] | king_attacks(p);
  const Bitboard kings_at_capture = r.king[c].squares & ~king_attacks(p) & ~square_bb(p);
  for (Bitboard b = kings_at_capture; b;)
    if (king_attacks(pop_lsb(b)) & ~own & ~guarded) return false;
  if (c == winner) return true;
  const Bitboard men = pos.pieces(~c) & ~pos.pieces(kPawn) & ~pos.pieces(kKing);
  const bool diagonal = men & (pos.pieces(kBishop) | pos.pieces(kQueen));
  const bool straight = men & (pos.pieces(kRook) | pos.pieces(kQueen));
  const Bitboard occupied = walls | square_bb(p);
  for (Bitboard b = r.king[~c].squares & king_attacks(p); b;) {
    const Square from = pop_lsb(b);
    if ((diagonal && (bishop_attacks(from, occupied) & kings_at_capture)) ||
        (straight && (rook_attacks(from, occupied) & kings_at_capture)))
      return false;
  }
  return true;
}

// Squares that c's walls attack for as long as they stand: its frozen pawns', and its
// immovable men's: a king's and a knight's steps, a slider's first square on each line (a
// line further out can be blocked).
Bitboard defended_by_walls(const Position& pos, Color c, Bitboard fixed, const std::array<Bitboard, 2>& frozen_cover) {
  Bitboard defended = frozen_cover[c];
  for (Bitboard b = fixed & pos.pieces(c) & ~pos.pieces(kPawn); b;) {
    const Square s = pop_lsb(b);
    const PieceType pt = type_of(pos.piece_on(s));
    defended |= pt == kKing || pt == kKnight ? steps(pt, s, 0) : steps(pt, s, ~Bitboard(0));
  }
  return defended;
}

// Parts 1 and 2: the walls (a greatest fixed point, `narrow_to_walls`), shrunk with the stable pawns
// until each of their men is safe from captures both ways under the reach they allow. False
// when a pawn may promote (no structure holds then).
bool settle_walls(const Position& pos, Color side, FrozenStructure& out) {
  const Bitboard pawns = pos.pieces(kPawn);
  Bitboard& frozen = out.frozen;
  Bitboard& fixed = out.fixed;
  std::array<Bitboard, 2>& frozen_cover = out.frozen_cover;
  Reaches& reaches = out.reaches;
  frozen = pawns;
  fixed = pos.pieces() & ~pawns;
  narrow_to_walls(pos, frozen, fixed);
  Bitboard stable = pawns & ~frozen;
  // Shrink the immovable and the stable sets until each of their men is safe from captures
  // both ways, under the reach they allow.
  for (;;) {
    frozen_cover = {pawn_attacks_of(kWhite, frozen & pos.pieces(kWhite)),
                    pawn_attacks_of(kBlack, frozen & pos.pieces(kBlack))};
    group_pieces_taken_in_place(pos, out);
    if (!compute_reaches(pos, out, stable, reaches)) return false;  // a promotion
    const std::array<Bitboard, 2> defended = {
        defended_by_walls(pos, kWhite, fixed, frozen_cover) | defended_by_caged_bishops(kWhite, reaches),
        defended_by_walls(pos, kBlack, fixed, frozen_cover) | defended_by_caged_bishops(kBlack, reaches)};
    if (free_pieces_not_taken_in_place(pos, out, defended)) continue;
    Bitboard thawed = 0, unsettled = 0;
    for (const Color c : {kWhite, kBlack}) {
      for (Bitboard b = frozen & pos.pieces(c); b;) {
        const Square s = pop_lsb(b);
        if (!may_capture_or_be_captured(c, square_bb(s), pawn_attacks(c, s), reaches, frozen_cover, defended)) continue;
        // Taken only by the other king, after which the pawn's side has no legal move: the
        // game ends there, so the pawn never leaves while the game goes on.
        const bool only_the_king =
            !(pawn_attacks(c, s) & reaches.stands[~c]) && !(square_bb(s) & (frozen_cover[~c] | reaches.cover[~c]));
        if (only_the_king && stalemated_after_king_capture(pos, c, s, frozen, fixed, frozen_cover, reaches, side))
          continue;
        thawed |= square_bb(s);
      }
      std::size_t piece = 0;
      for (Bitboard b = pos.pieces(c) & ~pawns & ~pos.pieces(kKing); b; ++piece) {
        const Square s = pop_lsb(b);
        if ((fixed & square_bb(s)) &&
            may_capture_or_be_captured(c, square_bb(s), reaches.men[c][piece].cover, reaches, frozen_cover, defended)) {
          // One that could only be captured stays until it is (taken_in_place.cpp).
          if (!(reaches.men[c][piece].cover & reaches.stands[~c])) out.taken_in_place |= square_bb(s);
          thawed |= square_bb(s);
        }
      }
      // A king that cannot move stays only while no man it could take comes next to it
      // (a man on a square the other side always defends is safe from it).
      const Square king = pos.king_square(c);
      if ((fixed & square_bb(king)) && (king_attacks(king) & reaches.stands[~c] & ~defended[~c]))
        thawed |= square_bb(king);
      for (std::size_t i = 0; i < reaches.pawn_from[c].size(); ++i) {
        const Square s = reaches.pawn_from[c][i];
        if (!(stable & square_bb(s))) continue;
        const Reach& r = reaches.men[c][reaches.men[c].size() - reaches.pawn_from[c].size() + i];
        if (may_capture_or_be_captured(c, r.squares, r.cover, reaches, frozen_cover, defended))
          unsettled |= square_bb(s);
      }
    }
    if (thawed) {
      frozen &= ~thawed;
      fixed &= ~thawed;
      narrow_to_walls(pos, frozen, fixed);
      stable = pawns & ~frozen;
      continue;
    }
    if (unsettled == 0) return true;
    stable &= ~unsettled;
  }
}

}  // namespace

// Such a pawn is never frozen (no wall stands in front of it), and its pushes reach the last
// rank: the first reach settle_walls computes already fails on it, so no structure holds.
bool some_pawn_has_open_file(const Position& pos) {
  const Bitboard occupied = pos.pieces();
  return (pos.pieces(kWhite, kPawn) & ~squares_behind(occupied, kWhite)) ||
         (pos.pieces(kBlack, kPawn) & ~squares_behind(occupied, kBlack));
}

bool blocked_pawns_forbid_mate(const Position& pos, Color side) {
  if (pos.castling_rights() != kNoCastling && !castling_may_be_walled_off(pos)) return false;
  if (pos.has_legal_ep_capture()) return false;
  // The argument is about the moves to come: a game already over is decided as it stands.
  if (!pos.has_legal_move()) return !(pos.in_check() && pos.side_to_move() != side);
  if (some_pawn_has_open_file(pos)) return false;
  FrozenStructure structure;
  return settle_walls(pos, side, structure) && castling_walled_off(pos, structure.frozen | structure.fixed) &&
         no_mating_square(pos, side, structure);
}

}  // namespace drawbridge::dead
