// Attack tables: pawn, knight and king attacks, bishop attacks through fancy magic bitboards,
// rook attacks through a rank's and a file's small tables (kindergarten bitboards), all plain
// x86-64 (no PEXT, no hardware popcount required), and the between/line masks that pin and check
// detection need.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "rules/chess/types.h"

namespace drawbridge::chess {

constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard file_bb(int file) { return kFileA << file; }
constexpr Bitboard rank_bb(int rank) { return kRank1 << (8 * rank); }

// Plain x86-64 has no POPCNT instruction and std::popcount would call into libgcc: an inline
// SWAR count is several times faster there.
constexpr int popcount(Bitboard b) {
  b -= (b >> 1) & 0x5555555555555555ULL;
  b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
  b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return int((b * 0x0101010101010101ULL) >> 56);
}
inline Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
// Returns the lowest square of b and removes it from b.
inline Square pop_lsb(Bitboard& b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}
constexpr bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

// The square one rank forward from the point of view of c.
constexpr int pawn_push(Color c) { return c == kWhite ? 8 : -8; }
constexpr Square relative_square(Color c, Square s) { return Square(s ^ (c * 56)); }
constexpr int relative_rank(Color c, int rank) { return rank ^ (c * 7); }

namespace detail {

// One fancy magic entry: the relevant occupancy mask, the multiplier, and where this square's
// slice of the shared attack table starts.
struct Magic {
  Bitboard mask = 0;
  Bitboard magic = 0;
  std::uint32_t offset = 0;
  std::uint32_t shift = 0;
  constexpr std::uint32_t index(Bitboard occupied) const { return std::uint32_t(((occupied & mask) * magic) >> shift); }
};

// The rook's 4 KB tables replace a magic table of 800 KB: a replay looks rooks up a few times a
// ply between other work, and the large table's line was cold at each of them.
struct AttackTables {
  std::array<std::array<Bitboard, 64>, kColorCount> pawn{};
  std::array<Bitboard, 64> knight{};
  std::array<Bitboard, 64> king{};
  std::array<Magic, 64> bishop_magic{};
  std::array<Bitboard, 5248> bishop_table{};
  std::array<std::array<Bitboard, 64>, 8> rank_1{};    // [file][files b-g occupied]: along rank 1
  std::array<std::array<Bitboard, 64>, 8> file_a{};    // [rank][ranks 2-7 occupied]: along file a
  std::array<std::array<Bitboard, 64>, 64> between{};  // squares strictly between two aligned squares
  std::array<std::array<Bitboard, 64>, 64> line{};     // the whole line through two aligned squares
};

// Computed at compile time (constinit) and never changed.
extern const AttackTables kAttacks;

}  // namespace detail

inline Bitboard pawn_attacks(Color c, Square s) { return detail::kAttacks.pawn[c][s]; }
inline Bitboard knight_attacks(Square s) { return detail::kAttacks.knight[s]; }
inline Bitboard king_attacks(Square s) { return detail::kAttacks.king[s]; }
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
  const detail::Magic& m = detail::kAttacks.bishop_magic[s];
  return detail::kAttacks.bishop_table[m.offset + m.index(occupied)];
}
// The rank's inner six squares are six consecutive bits; the file's are gathered into the top six
// bits by one multiplication (its partial products never overlap, so nothing carries).
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
  const int file = file_of(s), rank = rank_of(s);
  const Bitboard along_rank = detail::kAttacks.rank_1[file][(occupied >> (8 * rank + 1)) & 63] << (8 * rank);
  const Bitboard file_occupied = ((occupied >> file) & kFileA) * 0x0004081020408000ULL;
  return along_rank | detail::kAttacks.file_a[rank][file_occupied >> 58] << file;
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
  return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}
// Empty when a and b do not share a rank, file or diagonal.
inline Bitboard between_bb(Square a, Square b) { return detail::kAttacks.between[a][b]; }
inline Bitboard line_bb(Square a, Square b) { return detail::kAttacks.line[a][b]; }

// Shifts every square of b one step in a direction, dropping what falls off the board.
template <int Delta>
constexpr Bitboard shift(Bitboard b) {
  constexpr Bitboard not_a = ~kFileA;
  constexpr Bitboard not_h = ~file_bb(7);
  if constexpr (Delta == 8)
    return b << 8;
  else if constexpr (Delta == -8)
    return b >> 8;
  else if constexpr (Delta == 9)
    return (b & not_h) << 9;
  else if constexpr (Delta == 7)
    return (b & not_a) << 7;
  else if constexpr (Delta == -7)
    return (b & not_h) >> 7;
  else if constexpr (Delta == -9)
    return (b & not_a) >> 9;
  else
    static_assert(Delta == 8, "unsupported shift");
}

}  // namespace drawbridge::chess
