#include "rules/draughts_draw/repetition.h"

namespace drawbridge::draughts_draw {
namespace {

// Occurrences of `pos` (with `ply` plies played) among the positions at plies ply - 2, ply - 4,
// ... back to `since`: only king moves lie between them, so only they can equal it.
int earlier_occurrences(const GameRecord& record, const draughts::Position& pos, int ply, int since) {
  int n = 0;
  for (int p = ply - 2; p >= since; p -= 2) n += record.position_at(p) == pos ? 1 : 0;
  return n;
}

}  // namespace

int occurrences(const GameRecord& record) {
  return 1 + earlier_occurrences(record, record.position(), record.ply(), record.reversible_since());
}

std::vector<draughts::Move> repetition_claim_moves(const GameRecord& record, int count) {
  std::vector<draughts::Move> moves;
  const draughts::Position& pos = record.position();
  const int since = record.reversible_since();
  for (const draughts::Move& m : pos.legal_moves()) {
    if (m.is_capture() || (pos.kings() & (draughts::Bitboard{1} << m.from)) == 0) continue;  // irreversible
    if (1 + earlier_occurrences(record, pos.after(m), record.ply() + 1, since) >= count) moves.push_back(m);
  }
  return moves;
}

}  // namespace drawbridge::draughts_draw
