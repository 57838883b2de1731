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

bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

Bitboard leaper_attacks(Square s, std::initializer_list<Step> steps) {
  Bitboard b = 0;
  for (const Step st : steps) {
    const int f = file_of(s) + st.file, r = rank_of(s) + st.rank;
    if (on_board(f, r)) b |= square_bb(make_square(f, r));
  }
  return b;
}

// Ray-walking slider attacks: slow, used only to fill the magic tables.
Bitboard slider_attacks(Square s, Bitboard occupied, const std::array<Step, 4>& steps) {
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
// collisions allowed. Fixing them keeps start-up cheap (the search takes ~50 ms). One entry a
// square: the bishop's multiplier and the rook's.
struct SquareMagics {
  Bitboard bishop, rook;
};
constexpr std::array<SquareMagics, 64> kMagics{
    {{0x40106000a1160020ULL, 0x0a80004000801220ULL}, {0x0020010250810120ULL, 0x8040004010002008ULL},
     {0x2010010220280081ULL, 0x2080200010008008ULL}, {0x002806004050c040ULL, 0x1100100008210004ULL},
     {0x0002021018000000ULL, 0xc200209084020008ULL}, {0x2001112010000400ULL, 0x2100010004000208ULL},
     {0x0881010120218080ULL, 0x0400081000822421ULL}, {0x1030820110010500ULL, 0x0200010422048844ULL},
     {0x0000120222042400ULL, 0x0800800080400024ULL}, {0x2000020404040044ULL, 0x0001402000401000ULL},
     {0x8000480094208000ULL, 0x3000801000802001ULL}, {0x0003422a02000001ULL, 0x4400800800100083ULL},
     {0x000a220210100040ULL, 0x0904802402480080ULL}, {0x8004820202226000ULL, 0x4040800400020080ULL},
     {0x0018234854100800ULL, 0x0018808042000100ULL}, {0x0100004042101040ULL, 0x4040800080004100ULL},
     {0x0004001004082820ULL, 0x0040048001458024ULL}, {0x0010000810010048ULL, 0x00a0004000205000ULL},
     {0x1014004208081300ULL, 0x3100808010002000ULL}, {0x2080818802044202ULL, 0x4825010010000820ULL},
     {0x0040880c00a00100ULL, 0x5004808008000401ULL}, {0x0080400200522010ULL, 0x2024818004000a00ULL},
     {0x0001000188180b04ULL, 0x0005808002000100ULL}, {0x0080249202020204ULL, 0x2100060004806104ULL},
     {0x1004400004100410ULL, 0x0080400880008421ULL}, {0x00013100a0022206ULL, 0x4062220600410280ULL},
     {0x2148500001040080ULL, 0x010a004a00108022ULL}, {0x4241080011004300ULL, 0x0000100080080080ULL},
     {0x4020848004002000ULL, 0x0021000500080010ULL}, {0x10101380d1004100ULL, 0x0044000202001008ULL},
     {0x0008004422020284ULL, 0x0000100400080102ULL}, {0x01010a1041008080ULL, 0xc020128200040545ULL},
     {0x0808080400082121ULL, 0x0080002000400040ULL}, {0x0808080400082121ULL, 0x0000804000802004ULL},
     {0x0091128200100c00ULL, 0x0000120022004080ULL}, {0x0202200802010104ULL, 0x010a386103001001ULL},
     {0x8c0a020200440085ULL, 0x9010080080800400ULL}, {0x01a0008080b10040ULL, 0x8440020080800400ULL},
     {0x0889520080122800ULL, 0x0004228824001001ULL}, {0x100902022202010aULL, 0x000000490a000084ULL},
     {0x04081a0816002000ULL, 0x0080002000504000ULL}, {0x0000681208005000ULL, 0x200020005000c000ULL},
     {0x8170840041008802ULL, 0x0012088020420010ULL}, {0x0a00004200810805ULL, 0x0010010080080800ULL},
     {0x0830404408210100ULL, 0x0085001008010004ULL}, {0x2602208106006102ULL, 0x0002000204008080ULL},
     {0x1048300680802628ULL, 0x0040413002040008ULL}, {0x2602208106006102ULL, 0x0000304081020004ULL},
     {0x0602010120110040ULL, 0x0080204000800080ULL}, {0x0941010801043000ULL, 0x3008804000290100ULL},
     {0x000040440a210428ULL, 0x1010100080200080ULL}, {0x0008240020880021ULL, 0x2008100208028080ULL},
     {0x0400002012048200ULL, 0x5000850800910100ULL}, {0x00ac102001210220ULL, 0x8402019004680200ULL},
     {0x0220021002009900ULL, 0x0120911028020400ULL}, {0x84440c080a013080ULL, 0x0000008044010200ULL},
     {0x0001008044200440ULL, 0x0020850200244012ULL}, {0x0004c04410841000ULL, 0x0020850200244012ULL},
     {0x2000500104011130ULL, 0x0000102001040841ULL}, {0x1a0c010011c20229ULL, 0x140900040a100021ULL},
     {0x0044800112202200ULL, 0x000200282410a102ULL}, {0x0434804908100424ULL, 0x000200282410a102ULL},
     {0x0300404822c08200ULL, 0x000200282410a102ULL}, {0x48081010008a2a80ULL, 0x4048240043802106ULL}}};

template <std::size_t N>
void init_magics(const std::array<Step, 4>& steps, Bitboard SquareMagics::*multiplier,
                 std::array<detail::Magic, 64>& magics, std::array<Bitboard, N>& table) {
  std::uint32_t offset = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const Square s = Square(sq);
    const Bitboard edges =
        ((rank_bb(0) | rank_bb(7)) & ~rank_bb(rank_of(s))) | ((file_bb(0) | file_bb(7)) & ~file_bb(file_of(s)));
    detail::Magic& m = magics[sq];
    m.mask = slider_attacks(s, 0, steps) & ~edges;
    m.magic = kMagics[sq].*multiplier;
    m.shift = std::uint32_t(64 - popcount(m.mask));
    m.offset = offset;
    Bitboard b = 0;
    do {  // Carry-Rippler: every subset of the mask
      table[offset + m.index(b)] = slider_attacks(s, b, steps);
      b = (b - m.mask) & m.mask;
    } while (b);
    offset += std::uint32_t(1) << (64 - m.shift);
  }
}

void init_lines(detail::AttackTables& t) {
  for (int a = 0; a < 64; ++a) {
    for (int b = 0; b < 64; ++b) {
      const Square sa = Square(a), sb = Square(b);
      for (const auto* steps : {&kBishopSteps, &kRookSteps}) {
        if (!(slider_attacks(sa, 0, *steps) & square_bb(sb))) continue;
        t.line[a][b] = (slider_attacks(sa, 0, *steps) & slider_attacks(sb, 0, *steps)) | square_bb(sa) | square_bb(sb);
        t.between[a][b] = slider_attacks(sa, square_bb(sb), *steps) & slider_attacks(sb, square_bb(sa), *steps);
      }
    }
  }
}

detail::AttackTables build_tables() {
  detail::AttackTables t;
  for (int sq = 0; sq < 64; ++sq) {
    const Square s = Square(sq);
    t.pawn[kWhite][sq] = leaper_attacks(s, {{-1, 1}, {1, 1}});
    t.pawn[kBlack][sq] = leaper_attacks(s, {{-1, -1}, {1, -1}});
    t.knight[sq] = leaper_attacks(s, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
    t.king[sq] = leaper_attacks(s, {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
  }
  init_magics(kBishopSteps, &SquareMagics::bishop, t.bishop_magic, t.bishop_table);
  init_magics(kRookSteps, &SquareMagics::rook, t.rook_magic, t.rook_table);
  init_lines(t);
  return t;
}

}  // namespace

namespace detail {
// Priority 101 runs before every default-priority initialiser, so a Position built during
// another file's static initialisation already finds the tables ready.
__attribute__((init_priority(101))) const AttackTables kAttacks = build_tables();
}  // namespace detail

}  // namespace drawbridge::chess
