#include "rules/dead/line_shortcuts.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "rules/dead/mate_pattern.h"

namespace drawbridge::dead {
namespace {

using namespace chess;

bool ends_in_mate_by(Position& pos, Color winner, const std::vector<Move>& line) {
  std::size_t made = 0;
  bool ok = true;
  for (const Move m : line) {
    if (!pos.is_legal(m)) {
      ok = false;
      break;
    }
    pos.make_move(m);
    ++made;
  }
  ok = ok && pos.is_checkmate() && pos.side_to_move() != winner;
  for (; made > 0; --made) pos.unmake_move();
  return ok;
}

// The identity key after `m`, without making it when it is neither a pawn move nor a capture.
std::uint64_t key_after(Position& pos, Move m) {
  if (!is_capture(pos, m) && type_of(pos.piece_on(m.from())) != kPawn) return pos.key_after_reversible(m);
  pos.make_move(m);
  const std::uint64_t key = pos.key();
  pos.unmake_move();
  return key;
}

// Where each side's men stand, in one word (a hash: two placements may share it). Positions with
// the same key have the same placement: a move whose placement no later position of the line
// has needs no key.
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

// Where each position of the line stands in it, by its key or by its placement (the last
// occurrence, should one repeat): open addressing, a quarter full at most (most lookups miss).
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
  LineIndex index(line.size() + 1), placements(line.size() + 1);
  index.put(pos.key(), 0);
  placements.put(placement(pos), 0);
  for (std::size_t i = 0; i < line.size(); ++i) {
    pos.make_move(line[i]);
    index.put(pos.key(), i + 1);
    placements.put(placement(pos), i + 1);
  }
  for (std::size_t i = line.size(); i > 0; --i) pos.unmake_move();

  std::vector<Move> shorter;
  std::size_t at = 0;
  while (at < line.size()) {
    std::size_t best = at + 1;
    Move best_move = line[at];
    for (const Move m : pos.legal_moves()) {
      // No later position past the best so far has this move's placement: nor its key.
      const std::optional<std::uint64_t> after = placement_after(pos, m);
      if (after && placements.find(*after) <= best + 1) continue;
      const std::size_t found = index.find(key_after(pos, m));
      if (found > best + 1) {
        best = found - 1;
        best_move = m;
      }
    }
    pos.make_move(best_move);
    shorter.push_back(best_move);
    at = best;
  }
  for (std::size_t i = shorter.size(); i > 0; --i) pos.unmake_move();
  if (shorter.size() < line.size() && ends_in_mate_by(pos, winner, shorter)) line.swap(shorter);
}

}  // namespace drawbridge::dead
