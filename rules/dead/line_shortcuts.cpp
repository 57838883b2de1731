#include "rules/dead/line_shortcuts.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "rules/dead/mate_pattern.h"

namespace drawbridge::dead {
namespace {

using namespace chess;

// The identity key after `m`, without making it when it is neither a pawn move nor a capture.
std::uint64_t key_after(Position& pos, Move m) {
  if (!is_capture(pos, m) && type_of(pos.piece_on(m.from())) != kPawn) return pos.key_after_reversible(m);
  pos.make_move(m);
  const std::uint64_t key = pos.key();
  pos.unmake_move();
  return key;
}

// Where each side's men stand, in one word (a hash: two placements may share it). Positions with
// the same key have the same placement: a move whose placement no position of the line has
// needs no key.
std::uint64_t placement(Bitboard white, Bitboard black) {
  return white * 0x9E3779B97F4A7C15ULL ^ (black * 0xC2B2AE3D27D4EB4FULL + (black >> 29));
}
std::uint64_t placement(const Position& pos) { return placement(pos.pieces(kWhite), pos.pieces(kBlack)); }

// The placement after `m` without making it; castling, whose rook moves too, not.
std::optional<std::uint64_t> placement_after(const Position& pos, Move m) {
  if (m.kind() == MoveKind::kCastling) return std::nullopt;
  const Color us = pos.side_to_move();
  std::array<Bitboard, kColorCount> men{pos.pieces(kWhite), pos.pieces(kBlack)};
  men[us] ^= square_bb(m.from()) | square_bb(m.to());
  men[~us] &= ~square_bb(m.to());
  if (m.kind() == MoveKind::kEnPassant) men[~us] &= ~square_bb(Square(m.to() - pawn_push(us)));
  return placement(men[kWhite], men[kBlack]);
}

// The placements of the line's positions, one bit each in a set of 16 bits a position (a Bloom
// filter with one hash): most moves' bits are clear, and the set, unlike a table of keys, stays
// in the first-level cache.
class Placements {
 public:
  explicit Placements(std::size_t positions) {
    std::size_t bits = 512;
    while (bits < 16 * positions) bits *= 2;
    words_.assign(bits / 64, 0);
  }
  void put(std::uint64_t placement) { words_[word(placement)] |= bit(placement); }
  // False when no position of the line has this placement.
  bool may_hold(std::uint64_t placement) const { return (words_[word(placement)] & bit(placement)) != 0; }

 private:
  std::size_t word(std::uint64_t placement) const { return (placement >> 38) & (words_.size() - 1); }
  static std::uint64_t bit(std::uint64_t placement) { return std::uint64_t(1) << (placement >> 32 & 63); }
  std::vector<std::uint64_t> words_;
};

// Where each position of the line stands in it, by its key (the last occurrence, should one
// repeat): open addressing, a quarter full at most.
class LineIndex {
 public:
  explicit LineIndex(std::size_t positions) {
    std::size_t size = 16;
    while (size < 4 * positions) size *= 2;
    slots_.assign(size, Slot{});
  }
  void put(std::uint64_t key, std::size_t at) {
    std::size_t i = home(key);
    while (slots_[i].at != 0 && slots_[i].key != key) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = Slot{key, std::uint32_t(at + 1)};
  }
  // 0 when `key` is not on the line, else its place + 1.
  std::size_t find(std::uint64_t key) const {
    for (std::size_t i = home(key); slots_[i].at != 0; i = (i + 1) & (slots_.size() - 1))
      if (slots_[i].key == key) return slots_[i].at;
    return 0;
  }

 private:
  struct Slot {
    std::uint64_t key = 0;
    std::uint32_t at = 0;
  };
  std::size_t home(std::uint64_t key) const { return (key * 0x9E3779B97F4A7C15ULL) >> 32 & (slots_.size() - 1); }
  std::vector<Slot> slots_;
};

}  // namespace

void take_shortcuts(Position& pos, Color winner, std::vector<Move>& line) {
  if (line.size() < 3) return;
  LineIndex index(line.size() + 1);
  Placements placements(line.size() + 1);
  index.put(pos.key(), 0);
  placements.put(placement(pos));
  for (std::size_t i = 0; i < line.size(); ++i) {
    pos.make_move(line[i]);
    index.put(pos.key(), i + 1);
    placements.put(placement(pos));
  }
  for (std::size_t i = line.size(); i > 0; --i) pos.unmake_move();

  // The shorter line is replayed as it is found: each move legal (line[at] is, unless two
  // positions share a key) and the last a mate, or the line stays as it was.
  std::vector<Move> shorter;
  std::size_t at = 0;
  bool legal = true;
  while (at < line.size()) {
    std::size_t best = at + 1;
    Move best_move = line[at];
    for (const Move m : pos.legal_moves()) {
      const std::optional<std::uint64_t> after = placement_after(pos, m);
      if (after && !placements.may_hold(*after)) continue;
      const std::size_t found = index.find(key_after(pos, m));
      if (found > best + 1) {
        best = found - 1;
        best_move = m;
      }
    }
    if (best_move == line[at] && !pos.is_legal(best_move)) {
      legal = false;
      break;
    }
    pos.make_move(best_move);
    shorter.push_back(best_move);
    at = best;
  }
  const bool mates = legal && pos.is_checkmate() && pos.side_to_move() != winner;
  for (std::size_t i = shorter.size(); i > 0; --i) pos.unmake_move();
  if (mates && shorter.size() < line.size()) line.swap(shorter);
}

}  // namespace drawbridge::dead
