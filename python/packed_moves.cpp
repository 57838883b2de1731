#include "python/packed_moves.h"

#include <cctype>

#include "rules/chess/uci_move.h"

namespace drawbridge::python {

void PackedMoves::reserve(std::size_t moves) {
  texts_.reserve(texts_.size() + 5 * moves);
  ends_.reserve(ends_.size() + moves);
}

void PackedMoves::add_text(std::string_view text) {
  texts_.reserve(texts_.size() + text.size());
  std::size_t begin = 0;
  for (std::size_t end = 0; end <= text.size(); ++end) {
    if (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end]))) continue;
    if (end > begin) add(text.substr(begin, end - begin));
    begin = end + 1;
  }
}

bool PackedMoves::add_squares(long from, long to, long promotion) {
  // python-chess's piece types: PAWN 1, KNIGHT 2, BISHOP 3, ROOK 4, QUEEN 5, KING 6.
  if (from < 0 || from > 63 || to < 0 || to > 63 || promotion == 1 || promotion < 0 || promotion > 5) return false;
  const char text[] = {static_cast<char>('a' + from % 8), static_cast<char>('1' + from / 8),
                       static_cast<char>('a' + to % 8), static_cast<char>('1' + to / 8), " pnbrqk"[promotion]};
  add(std::string_view(text, promotion == 0 ? 4 : 5));
  return true;
}

chess::Move PackedMoves::move(const chess::Position& pos, int ply) const {
  return chess::uci_move_or_none(pos, text(ply));
}

absl::Status PackedMoves::refusal(const chess::Position& pos, int ply) const {
  return chess::parse_uci_move(pos, text(ply)).status();
}

}  // namespace drawbridge::python
