// Legal move generation with check and pin masks: every generated move is legal, none is made
// and tested. One generator feeds three sinks: a move list, a counter that perft uses to count
// the last ply in bulk, and a finder that stops at the first move (mate and stalemate tests).
#include "rules/chess/bitboard.h"
#include "rules/chess/position.h"

namespace drawbridge::chess {
namespace {

constexpr std::array<PieceType, 4> kPromotions{kQueen, kRook, kBishop, kKnight};

class MoveCollector {
 public:
  explicit MoveCollector(MoveList& list) : list_(list) {}
  void piece_moves(Square from, Bitboard targets) {
    while (targets) list_.push_back(Move(from, pop_lsb(targets)));
  }
  template <int Delta>
  void pawn_moves(Bitboard targets) {
    while (targets) {
      const Square to = pop_lsb(targets);
      list_.push_back(Move(Square(to - Delta), to));
    }
  }
  template <int Delta>
  void pawn_promotions(Bitboard targets) {
    while (targets) {
      const Square to = pop_lsb(targets);
      for (const PieceType pt : kPromotions) list_.push_back(Move(Square(to - Delta), to, MoveKind::kPromotion, pt));
    }
  }
  void move(Move m) { list_.push_back(m); }
  static constexpr bool done() { return false; }

 private:
  MoveList& list_;
};

// std::popcount on purpose: count_legal_moves is cloned for CPUs with POPCNT, where it becomes
// one instruction.
class MoveCounter {
 public:
  void piece_moves(Square, Bitboard targets) { count_ += std::popcount(targets); }
  template <int>
  void pawn_moves(Bitboard targets) {
    count_ += std::popcount(targets);
  }
  template <int>
  void pawn_promotions(Bitboard targets) {
    count_ += 4 * std::popcount(targets);
  }
  void move(Move) { ++count_; }
  static constexpr bool done() { return false; }
  std::uint64_t count() const { return count_; }

 private:
  std::uint64_t count_ = 0;
};

// The generator asks done() between piece kinds, so the search for any move ends early.
class MoveFinder {
 public:
  void piece_moves(Square, Bitboard targets) { found_ |= targets != 0; }
  template <int>
  void pawn_moves(Bitboard targets) {
    found_ |= targets != 0;
  }
  template <int>
  void pawn_promotions(Bitboard targets) {
    found_ |= targets != 0;
  }
  void move(Move) { found_ = true; }
  bool done() const { return found_; }

 private:
  bool found_ = false;
};

// Squares attacked by the pawns, knights and king of c: cheap all at once, and they leave only
// sliders to test square by square.
Bitboard leaper_attacks(const Position& pos, Color c) {
  const Bitboard pawns = pos.pieces(c, kPawn);
  Bitboard a = c == kWhite ? shift<7>(pawns) | shift<9>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
  a |= king_attacks(pos.king_square(c));
  for (Bitboard b = pos.pieces(c, kKnight); b;) a |= knight_attacks(pop_lsb(b));
  return a;
}

// A pinned pawn moves one at a time along its pin line (rare, so no bulk shifts).
template <class Sink>
void add_pawn_move(Sink& sink, Square from, Square to) {
  if (rank_of(to) == 0 || rank_of(to) == 7) {
    for (const PieceType pt : kPromotions) sink.move(Move(from, to, MoveKind::kPromotion, pt));
  } else {
    sink.move(Move(from, to));
  }
}

}  // namespace

bool MoveList::contains(Move m) const {
  for (const Move x : *this)
    if (x == m) return true;
  return false;
}

template <class Sink>
__attribute__((always_inline)) inline void Position::generate_legal(Sink& sink) const {
  const Color us = side_, them = ~us;
  const Square king = king_square(us);
  const Bitboard occupied = pieces(), ours = pieces(us), theirs = pieces(them);
  const Bitboard checkers = st().checkers;

  // A square is safe for the king if nothing attacks it once the king has left its own square
  // (stepping back along a checking line is no escape).
  const Bitboard without_king = occupied ^ square_bb(king);
  auto safe = [&](Square s) { return !attackers_of(them, s, without_king); };
  Bitboard king_to = 0;
  Bitboard candidates = king_attacks(king) & ~ours;
  if (candidates) candidates &= ~leaper_attacks(*this, them);
  for (Bitboard b = candidates; b;) {
    const Square s = pop_lsb(b);
    if (safe(s)) king_to |= square_bb(s);
  }
  sink.piece_moves(king, king_to);
  if (more_than_one(checkers) || sink.done()) return;

  const Bitboard target = checkers ? between_bb(king, lsb(checkers)) | checkers : ~ours;
  const Bitboard their_diagonal = pieces(them, kBishop) | pieces(them, kQueen);
  const Bitboard their_straight = pieces(them, kRook) | pieces(them, kQueen);
  Bitboard pinned = 0;
  for (Bitboard snipers =
           (bishop_attacks(king, theirs) & their_diagonal) | (rook_attacks(king, theirs) & their_straight);
       snipers;) {
    const Bitboard blockers = between_bb(king, pop_lsb(snipers)) & occupied;
    if (!more_than_one(blockers)) pinned |= blockers & ours;
  }

  for (Bitboard b = pieces(us, kKnight) & ~pinned; b;) {
    const Square from = pop_lsb(b);
    sink.piece_moves(from, knight_attacks(from) & target);
  }
  if (sink.done()) return;
  for (Bitboard b = pieces(us, kBishop) | pieces(us, kQueen); b;) {
    const Square from = pop_lsb(b);
    Bitboard to = bishop_attacks(from, occupied) & target;
    if (pinned & square_bb(from)) to &= line_bb(king, from);
    sink.piece_moves(from, to);
  }
  for (Bitboard b = pieces(us, kRook) | pieces(us, kQueen); b;) {
    const Square from = pop_lsb(b);
    Bitboard to = rook_attacks(from, occupied) & target;
    if (pinned & square_bb(from)) to &= line_bb(king, from);
    sink.piece_moves(from, to);
  }
  if (sink.done()) return;

  const Bitboard empty = ~occupied;
  const Bitboard last_rank = rank_bb(relative_rank(us, 7));
  const Bitboard third_rank = rank_bb(relative_rank(us, 2));
  const Bitboard pawns = pieces(us, kPawn) & ~pinned;
  // Every unpinned pawn at once, by shifting the whole set; Up is +8 for White, -8 for Black.
  auto bulk = [&]<int Up, int UpLeft, int UpRight>() {
    const Bitboard push1 = shift<Up>(pawns) & empty;
    const Bitboard push2 = shift<Up>(push1 & third_rank) & empty & target;
    const Bitboard left = shift<UpLeft>(pawns) & theirs & target;
    const Bitboard right = shift<UpRight>(pawns) & theirs & target;
    sink.template pawn_moves<Up>((push1 & target) & ~last_rank);
    sink.template pawn_moves<2 * Up>(push2);
    sink.template pawn_moves<UpLeft>(left & ~last_rank);
    sink.template pawn_moves<UpRight>(right & ~last_rank);
    sink.template pawn_promotions<Up>(push1 & target & last_rank);
    sink.template pawn_promotions<UpLeft>(left & last_rank);
    sink.template pawn_promotions<UpRight>(right & last_rank);
  };
  if (us == kWhite)
    bulk.template operator()<8, 7, 9>();
  else
    bulk.template operator()<-8, -9, -7>();

  for (Bitboard b = pieces(us, kPawn) & pinned; b;) {
    const Square from = pop_lsb(b);
    const Square one = Square(from + pawn_push(us));
    Bitboard to = pawn_attacks(us, from) & theirs;
    if (empty & square_bb(one)) {
      to |= square_bb(one);
      if (third_rank & square_bb(one)) to |= square_bb(Square(one + pawn_push(us))) & empty;
    }
    for (to &= target & line_bb(king, from); to;) add_pawn_move(sink, from, pop_lsb(to));
  }

  if (st().ep_legal) {
    const Square ep = st().ep_square;
    for (Bitboard b = pawn_attacks(them, ep) & pieces(us, kPawn); b;) {
      const Square from = pop_lsb(b);
      if (ep_move_legal(from, ep)) sink.move(Move(from, ep, MoveKind::kEnPassant));
    }
  }

  if (checkers || sink.done()) return;
  // Castling also needs its rook unpinned: in Chess960 the rook may shield the king's destination.
  const int rights = st().castling & (us == kWhite ? kWhiteOO | kWhiteOOO : kBlackOO | kBlackOOO);
  for (int i = 0; i < 4; ++i) {
    if (!(rights & (1 << i)) || (castling_path_[i] & occupied) || (pinned & square_bb(castling_rook_[i]))) continue;
    bool walk_safe = true;
    for (Bitboard walk = castling_king_walk_[i]; walk && walk_safe;) walk_safe = safe(pop_lsb(walk));
    if (walk_safe) sink.move(Move(king, castling_rook_[i], MoveKind::kCastling));
  }
}

MoveList Position::legal_moves() const {
  MoveList list;
  MoveCollector collector(list);
  generate_legal(collector);
  return list;
}

// Out of check, an unpinned piece can make any of its moves, and a piece off every line from
// the king to an enemy slider is not pinned: knights, then the other pieces, settle almost every
// position before the king's squares, the costliest part of generation, are looked at. The
// generator decides the rest.
bool Position::has_legal_move() const {
  if (!checkers()) {
    const Bitboard ours = pieces(side_), occupied = pieces();
    const Bitboard their_sliders = pieces(~side_) & (pieces(kBishop) | pieces(kRook) | pieces(kQueen));
    const Square king = king_square(side_);
    auto free_to_move = [&](Square from, Bitboard attacks) {
      return (attacks & ~ours) && !(line_bb(king, from) & their_sliders);
    };
    for (Bitboard b = pieces(side_, kKnight); b;) {
      const Square from = pop_lsb(b);
      if (free_to_move(from, knight_attacks(from))) return true;
    }
    for (Bitboard b = ours & (pieces(kBishop) | pieces(kQueen)); b;) {
      const Square from = pop_lsb(b);
      if (free_to_move(from, bishop_attacks(from, occupied))) return true;
    }
    for (Bitboard b = ours & (pieces(kRook) | pieces(kQueen)); b;) {
      const Square from = pop_lsb(b);
      if (free_to_move(from, rook_attacks(from, occupied))) return true;
    }
  }
  MoveFinder finder;
  generate_legal(finder);
  return finder.done();
}

// Perft spends most of its time here. Plain x86-64 lacks POPCNT, so a second copy is compiled for
// CPUs that have it and chosen at load time: the binary still runs on every x86-64. Not with
// clang 14: its target_clones leaves the plain name undefined at link time (Debian's clang-14).
// ThreadSanitizer: the clones' resolver runs before TSan's runtime is up, and crashes. Nor
// where the loader has no ifunc to choose with (Windows: DRAWBRIDGE_NO_TARGET_CLONES).
#if (defined(__clang__) && __clang_major__ < 15) || defined(__SANITIZE_THREAD__) || defined(DRAWBRIDGE_NO_TARGET_CLONES)
#define DRAWBRIDGE_POPCNT_CLONES
#else
#define DRAWBRIDGE_POPCNT_CLONES __attribute__((target_clones("popcnt", "default")))
#endif
DRAWBRIDGE_POPCNT_CLONES std::uint64_t Position::count_legal_moves() const {
  MoveCounter counter;
  generate_legal(counter);
  return counter.count();
}

}  // namespace drawbridge::chess
