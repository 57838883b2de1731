// The argument. W is the side that wants to mate, L the other. A helpmate line is a series of
// legal moves from the position that ends in W mating L; every position on it before the last
// is a game still going on. The saturation computes, for every man m, a set R(m) of squares
// (its reach), and from the reaches: the steady squares S (a man there never moves and is
// never captured), the clear squares C (no man ever stands there), and for each man that can
// never be captured and never promotes its guard: the squares it attacks from every square of
// its reach when every square outside C blocks. The invariant, along every helpmate line:
//
//   (J) every man stands in its reach; the man on a steady square stands there still.
//
// R starts as each man's square, S as every occupied square, and R only grows while S, C and
// the guards only shrink, until nothing changes (a fixed point: the state below holds for the
// final sets). A move of a man from a square of R(m) lands in its targets: its steps when only
// S blocks, never onto a steady man of its colour or a steady king; a pawn's pushes onto
// squares outside S and its captures onto squares where a man of the other colour other than
// its king may stand (en passant lands on a square the double step passed over, in the reach
// of that pawn); a king's steps never onto a square the other colour guards. Every legal move
// from a position under (J) is one of those targets (more blockers stop a slider sooner), so
// it keeps (J), except the moves removed by three filters, each shown never to be part of a
// helpmate line of W (so the first move of a line that broke (J) would be one of them):
//
//  (a) A move of L (not a pawn's) that checkmates W: W's king steady, every square next to it
//      held by a steady man of W or guarded by L's men other than the mover (with the mover's
//      square blocking), or attacked by a checker; one checker (the mover, or a steady slider
//      of L behind the mover's old square, with only clear squares between) and neither its
//      square nor one between reachable by a man of W from its reach; two checkers need only
//      the flight squares. The game ends with W mated.
//  (b) W has one man besides its king and no pawn; that man steps next to L's king, which is
//      steady, and checks it: every other square next to that king holds a steady man of L or
//      stays attacked (by W's king from its whole reach, or by the checker with the king's
//      square open), and the checker can be taken: by the king (no square of W's king's reach
//      is next to it), or by a steady man of L that attacks it. Every answer to the check
//      takes W's last man, and a bare king never mates.
//  (c) W has one man besides its king and no pawn: L's pawn captures take that man.
//
// A pawn whose reach meets its last rank may promote: its reach is then every square but the
// steady men of its colour and the steady kings. With (J) at the fixed point, L's king stands
// in its reach, and W can give check there only from a man's reach, attacking with only S
// blocking (a pawn that may promote attacks as a queen and a knight from everywhere). When no
// square of L's king's reach can be attacked so, L is never in check, and never mated.
#include "rules/dead/reach_saturation.h"

#include <array>

#include "rules/dead/frozen_structure.h"

namespace drawbridge::dead {
namespace {

using namespace chess;

constexpr Bitboard kAll = ~Bitboard(0);

Bitboard attacks(PieceType pt, Color c, Square s, Bitboard blockers) {
  return pt == kPawn ? pawn_attacks(c, s) : steps(pt, s, blockers);
}

class Saturation {
 public:
  Saturation(const Position& pos, Color winner) : pos_(pos), winner_(winner), loser_(~winner) {
    for (Bitboard b = pos.pieces(); b;) {
      const Square s = pop_lsb(b);
      reach_[s] = square_bb(s);
    }
    steady_ = pos.pieces();
    clear_ = ~pos.pieces();
    const Bitboard winner_men = pos.pieces(winner) & ~pos.pieces(kKing);
    if (popcount(winner_men) == 1 && !(winner_men & pos.pieces(kPawn))) last_man_ = lsb(winner_men);
  }

  bool forbids_mate() {
    saturate();
    return !(reach_[pos_.king_square(loser_)] & could_attack_loser_king());
  }

 private:
  void saturate() {
    for (;;) {
      update_guards();
      bool progress = false;
      for (Bitboard b = pos_.pieces(); b;) {
        const Square s = pop_lsb(b);
        Bitboard grown = 0;
        for (Bitboard r = reach_[s]; r;) grown |= targets(s, pop_lsb(r));
        if (promotes(s)) grown = kAll & ~(steady_ & (pos_.pieces(color_of(pos_.piece_on(s))) | pos_.pieces(kKing)));
        if (grown & ~reach_[s]) {
          reach_[s] |= grown;
          progress = true;
        }
      }
      Bitboard steady = steady_, clear = clear_;
      for (Bitboard b = pos_.pieces(); b;) {
        const Square s = pop_lsb(b);
        if (reach_[s] != square_bb(s)) steady &= ~square_bb(s);
        steady &= ~(reach_[s] & ~square_bb(s) & ~pos_.pieces(kKing));
        clear &= ~reach_[s];
      }
      if (steady != steady_ || clear != clear_) progress = true;
      steady_ = steady;
      clear_ = clear;
      if (!progress) return;
    }
  }

  bool promotes(Square s) const {
    const Piece p = pos_.piece_on(s);
    return type_of(p) == kPawn && (reach_[s] & rank_bb(relative_rank(color_of(p), 7)));
  }

  // Where the men of each colour other than its king may stand, who may be captured, and the
  // guards.
  void update_guards() {
    stands_ = {0, 0};
    for (Bitboard b = pos_.pieces() & ~pos_.pieces(kKing); b;) {
      const Square s = pop_lsb(b);
      stands_[color_of(pos_.piece_on(s))] |= reach_[s];
    }
    guarded_ = {0, 0};
    for (Bitboard b = pos_.pieces(); b;) {
      const Square s = pop_lsb(b);
      guard_[s] = guard_of(s, 0);
      guarded_[color_of(pos_.piece_on(s))] |= guard_[s];
    }
  }

  bool capturable(Square s) const {
    const Piece p = pos_.piece_on(s);
    if (type_of(p) == kKing) return false;
    for (Bitboard b = pos_.pieces(~color_of(p)); b;)
      if (reach_[pop_lsb(b)] & reach_[s]) return true;
    return false;
  }

  // What the man from s attacks from every square of its reach, with `more` blocking too.
  Bitboard guard_of(Square s, Bitboard more) const {
    const Piece p = pos_.piece_on(s);
    if (capturable(s) || promotes(s)) return 0;
    Bitboard guard = kAll;
    for (Bitboard r = reach_[s]; r;) guard &= attacks(type_of(p), color_of(p), pop_lsb(r), ~clear_ | more);
    return guard;
  }

  Bitboard targets(Square s, Square from) const {
    const Piece p = pos_.piece_on(s);
    const Color c = color_of(p);
    const PieceType pt = type_of(p);
    Bitboard t = pt == kPawn ? pawn_targets(c, from) : steps(pt, from, steady_) & ~(steady_ & pos_.pieces(c));
    t &= ~(steady_ & pos_.pieces(kKing)) & ~reach_[s];
    if (pt == kKing) t &= ~guarded_[~c];
    for (Bitboard b = t; b;) {
      const Square to = pop_lsb(b);
      if (c == loser_ ? mates_winner(s, pt, from, to) : (s == last_man_ && loses_last_man(pt, to))) t &= ~square_bb(to);
    }
    return t;
  }

  Bitboard pawn_targets(Color c, Square from) const {
    if (relative_rank(c, rank_of(from)) == 7) return 0;
    Bitboard t = 0;
    const Square ahead = Square(from + pawn_push(c));
    if (!(steady_ & square_bb(ahead))) {
      t |= square_bb(ahead);
      const Square two = Square(ahead + pawn_push(c));
      if (relative_rank(c, rank_of(from)) == 1 && !(steady_ & square_bb(two))) t |= square_bb(two);
    }
    if (c == winner_ || last_man_ == kNoSquare) t |= pawn_attacks(c, from) & stands_[~c];  // (c)
    return t;
  }

  // Where W's men other than its king could move or capture from their reach (filter (a)).
  Bitboard winner_could_go() const {
    Bitboard go = 0;
    for (Bitboard b = pos_.pieces(winner_) & ~pos_.pieces(kKing); b;) {
      const Square s = pop_lsb(b);
      const PieceType pt = type_of(pos_.piece_on(s));
      if (promotes(s)) return kAll;
      for (Bitboard r = reach_[s]; r;) {
        const Square from = pop_lsb(r);
        go |= pt == kPawn ? pawn_attacks(winner_, from) | pawn_targets(winner_, from) : steps(pt, from, steady_);
      }
    }
    return go;
  }

  // Filter (a): the move of L's man from s (now on `from`) to `to` checkmates W.
  bool mates_winner(Square s, PieceType pt, Square from, Square to) const {
    const Square king = pos_.king_square(winner_);
    if (pt == kPawn || reach_[king] != square_bb(king)) return false;
    const Bitboard blockers = (~clear_ & ~square_bb(from)) | square_bb(to);
    Bitboard checkers = attacks(pt, loser_, to, blockers) & square_bb(king) ? square_bb(to) : 0;
    const Bitboard sliders = pos_.pieces(kBishop) | pos_.pieces(kRook) | pos_.pieces(kQueen);
    for (Bitboard b = steady_ & pos_.pieces(loser_) & sliders & ~square_bb(s); b;) {
      const Square x = pop_lsb(b);
      if ((between_bb(x, king) & square_bb(from)) &&
          (attacks(type_of(pos_.piece_on(x)), loser_, x, blockers) & square_bb(king)))
        checkers |= square_bb(x);
    }
    if (!checkers) return false;
    Bitboard held = steady_ & pos_.pieces(winner_);
    for (Bitboard b = pos_.pieces(loser_) & ~square_bb(s); b;) held |= guard_of(pop_lsb(b), square_bb(to));
    for (Bitboard b = checkers; b;) {
      const Square x = pop_lsb(b);
      const PieceType checker = x == to ? pt : type_of(pos_.piece_on(x));
      held |= attacks(checker, loser_, x, blockers & ~square_bb(king));
    }
    if (king_attacks(king) & ~held) return false;
    if (more_than_one(checkers)) return true;
    const Bitboard answers = square_bb(lsb(checkers)) | between_bb(lsb(checkers), king);
    return !(answers & winner_could_go());
  }

  // Filter (b): W's last man besides its king checks L's steady king from `to`, next to it.
  bool loses_last_man(PieceType pt, Square to) const {
    const Square king = pos_.king_square(loser_);
    if (reach_[king] != square_bb(king) || !(king_attacks(king) & square_bb(to))) return false;
    if (!(attacks(pt, winner_, to, 0) & square_bb(king))) return false;
    Bitboard kept = kAll, next_to_kings = 0;
    for (Bitboard r = reach_[pos_.king_square(winner_)]; r;) {
      const Bitboard around = king_attacks(pop_lsb(r));
      kept &= around;
      next_to_kings |= around;
    }
    const Bitboard held = (steady_ & pos_.pieces(loser_)) | kept | attacks(pt, winner_, to, ~clear_ & ~square_bb(king));
    if (king_attacks(king) & ~square_bb(to) & ~held) return false;
    if (!(next_to_kings & square_bb(to))) return true;
    for (Bitboard b = steady_ & pos_.pieces(loser_) & ~pos_.pieces(kKing); b;) {
      const Square x = pop_lsb(b);
      if (attacks(type_of(pos_.piece_on(x)), loser_, x, ~clear_) & square_bb(to)) return true;
    }
    return false;
  }

  Bitboard could_attack_loser_king() const {
    Bitboard attacked = 0;
    for (Bitboard b = pos_.pieces(winner_) & ~pos_.pieces(kKing); b;) {
      const Square s = pop_lsb(b);
      if (promotes(s)) return kAll;
      const PieceType pt = type_of(pos_.piece_on(s));
      for (Bitboard r = reach_[s]; r;) attacked |= attacks(pt, winner_, pop_lsb(r), steady_);
    }
    return attacked;
  }

  const Position& pos_;
  Color winner_, loser_;
  Square last_man_ = kNoSquare;  // W's only man besides its king, when it has no pawn
  std::array<Bitboard, 64> reach_{};
  std::array<Bitboard, 64> guard_{};
  std::array<Bitboard, 2> stands_{};
  std::array<Bitboard, 2> guarded_{};
  Bitboard steady_ = 0, clear_ = 0;
};

}  // namespace

bool saturated_reach_forbids_mate(const Position& pos, Color side) {
  if (pos.castling_rights() != kNoCastling || pos.has_legal_ep_capture()) return false;
  return Saturation(pos, side).forbids_mate();
}

}  // namespace drawbridge::dead
