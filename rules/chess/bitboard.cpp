#include "rules/chess/bitboard.h"

#include <initializer_list>

namespace drawbridge::chess {
namespace {

struct Step {
  int file;
  int rank;
};
constexpr std::array<Step, 4> kBishopSteps{{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
constexpr std::array<Step, 4> kRookSteps{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

constexpr bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

constexpr Bitboard leaper_attacks(Square s, std::initializer_list<Step> steps) {
  Bitboard b = 0;
  for (const Step st : steps) {
    const int f = file_of(s) + st.file, r = rank_of(s) + st.rank;
    if (on_board(f, r)) b |= square_bb(make_square(f, r));
  }
  return b;
}

// Ray-walking slider attacks: slow, used only to fill the magic tables.
constexpr Bitboard slider_attacks(Square s, Bitboard occupied, const std::array<Step, 4>& steps) {
  Bitboard b = 0;
  for (const Step st : steps) {
    for (int f = file_of(s) + st.file, r = rank_of(s) + st.rank; on_board(f, r); f += st.file, r += st.rank) {
      b |= square_bb(make_square(f, r));
      if (occupied & square_bb(make_square(f, r))) break;
    }
  }
  return b;
}

// Fixed multipliers, found once by trial with a seeded xorshift64* (Stockfish's method): each maps
// every relevant occupancy of its square to a slot holding the right attacks, constructive
// collisions allowed. Fixing them keeps start-up cheap.
constexpr std::array<Bitboard, 64> kBishopMagics{{
    0x40106000a1160020ULL, 0x0020010250810120ULL, 0x2010010220280081ULL, 0x002806004050c040ULL, 0x0002021018000000ULL,
    0x2001112010000400ULL, 0x0881010120218080ULL, 0x1030820110010500ULL, 0x0000120222042400ULL, 0x2000020404040044ULL,
    0x8000480094208000ULL, 0x0003422a02000001ULL, 0x000a220210100040ULL, 0x8004820202226000ULL, 0x0018234854100800ULL,
    0x0100004042101040ULL, 0x0004001004082820ULL, 0x0010000810010048ULL, 0x1014004208081300ULL, 0x2080818802044202ULL,
    0x0040880c00a00100ULL, 0x0080400200522010ULL, 0x0001000188180b04ULL, 0x0080249202020204ULL, 0x1004400004100410ULL,
    0x00013100a0022206ULL, 0x2148500001040080ULL, 0x4241080011004300ULL, 0x4020848004002000ULL, 0x10101380d1004100ULL,
    0x0008004422020284ULL, 0x01010a1041008080ULL, 0x0808080400082121ULL, 0x0808080400082121ULL, 0x0091128200100c00ULL,
    0x0202200802010104ULL, 0x8c0a020200440085ULL, 0x01a0008080b10040ULL, 0x0889520080122800ULL, 0x100902022202010aULL,
    0x04081a0816002000ULL, 0x0000681208005000ULL, 0x8170840041008802ULL, 0x0a00004200810805ULL, 0x0830404408210100ULL,
    0x2602208106006102ULL, 0x1048300680802628ULL, 0x2602208106006102ULL, 0x0602010120110040ULL, 0x0941010801043000ULL,
    0x000040440a210428ULL, 0x0008240020880021ULL, 0x0400002012048200ULL, 0x00ac102001210220ULL, 0x0220021002009900ULL,
    0x84440c080a013080ULL, 0x0001008044200440ULL, 0x0004c04410841000ULL, 0x2000500104011130ULL, 0x1a0c010011c20229ULL,
    0x0044800112202200ULL, 0x0434804908100424ULL, 0x0300404822c08200ULL, 0x48081010008a2a80ULL,
}};

constexpr void init_bishop_magics(std::array<detail::Magic, 64>& magics, std::array<Bitboard, 5248>& table) {
  std::uint32_t offset = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const Square s = Square(sq);
    const Bitboard edges =
        ((rank_bb(0) | rank_bb(7)) & ~rank_bb(rank_of(s))) | ((file_bb(0) | file_bb(7)) & ~file_bb(file_of(s)));
    detail::Magic& m = magics[sq];
    m.mask = slider_attacks(s, 0, kBishopSteps) & ~edges;
    m.magic = kBishopMagics[sq];
    m.shift = std::uint32_t(64 - popcount(m.mask));
    m.offset = offset;
    Bitboard b = 0;
    do {  // Carry-Rippler: every subset of the mask
      table[offset + m.index(b)] = slider_attacks(s, b, kBishopSteps);
      b = (b - m.mask) & m.mask;
    } while (b);
    offset += std::uint32_t(1) << (64 - m.shift);
  }
}

// Along rank 1 from each file, and along file a from each rank, for each occupancy of the six
// inner squares (bit i: file or rank i + 1).
constexpr void init_rook_lines(detail::AttackTables& t) {
  for (int at = 0; at < 8; ++at) {
    for (Bitboard inner = 0; inner < 64; ++inner) {
      Bitboard on_rank = 0, on_file = 0;
      for (int i = 0; i < 6; ++i) {
        if (!(inner >> i & 1)) continue;
        on_rank |= square_bb(make_square(i + 1, 0));
        on_file |= square_bb(make_square(0, i + 1));
      }
      t.rank_1[at][inner] = slider_attacks(make_square(at, 0), on_rank, kRookSteps) & rank_bb(0);
      t.file_a[at][inner] = slider_attacks(make_square(0, at), on_file, kRookSteps) & file_bb(0);
    }
  }
}

// The squares from s in direction `st` to the edge of the board, s left out.
constexpr Bitboard ray(Square s, Step st) {
  Bitboard b = 0;
  for (int f = file_of(s) + st.file, r = rank_of(s) + st.rank; on_board(f, r); f += st.file, r += st.rank) {
    b |= square_bb(make_square(f, r));
  }
  return b;
}

// Walks each of the eight rays from every square once: each square met on the way is aligned
// with the start, on the line the ray lies on, and the squares walked before it lie between.
constexpr void init_lines(detail::AttackTables& t) {
  for (int a = 0; a < 64; ++a) {
    const Square sa = Square(a);
    for (const auto* steps : {&kBishopSteps, &kRookSteps}) {
      for (const Step st : *steps) {
        const Bitboard line = ray(sa, st) | ray(sa, {-st.file, -st.rank}) | square_bb(sa);
        Bitboard between = 0;
        for (int f = file_of(sa) + st.file, r = rank_of(sa) + st.rank; on_board(f, r); f += st.file, r += st.rank) {
          const Square sb = make_square(f, r);
          t.line[a][sb] = line;
          t.between[a][sb] = between;
          between |= square_bb(sb);
        }
      }
    }
  }
}

constexpr detail::AttackTables build_tables() {
  detail::AttackTables t;
  for (int sq = 0; sq < 64; ++sq) {
    const Square s = Square(sq);
    t.pawn[kWhite][sq] = leaper_attacks(s, {{-1, 1}, {1, 1}});
    t.pawn[kBlack][sq] = leaper_attacks(s, {{-1, -1}, {1, -1}});
    t.knight[sq] = leaper_attacks(s, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
    t.king[sq] = leaper_attacks(s, {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
  }
  init_bishop_magics(t.bishop_magic, t.bishop_table);
  init_rook_lines(t);
  init_lines(t);
  return t;
}

}  // namespace

namespace detail {
// Computed by the compiler: the tables are read-only data in the executable, ready before any
// initialiser runs and paged in only where a process looks them up (`drawbridge --help` does not).
constinit const AttackTables kAttacks = build_tables();
}  // namespace detail

}  // namespace drawbridge::chess
