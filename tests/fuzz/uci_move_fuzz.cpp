// UCI moves: the input is words (separated by spaces) played one after the other from a
// position the first byte picks. A word read as a legal move is made; the move prints back as
// the same word's move, and legal_uci_move agrees with parse_uci_move. All moves are unmade
// at the end and the position's key must be the one it started with.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_positions.h"
#include "rules/chess/uci_move.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace drawbridge::chess;
  if (size == 0) return 0;
  Position pos = drawbridge::fuzzing::fuzz_position(data[0]);
  const std::uint64_t start_key = pos.key();
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  int made = 0;
  while (!text.empty()) {
    const std::size_t space = text.find(' ');
    const std::string_view word = text.substr(0, space);
    text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
    const absl::StatusOr<Move> move = parse_uci_move(pos, word);
    const std::optional<Move> legal = legal_uci_move(pos, word);
    if (move.ok() != legal.has_value()) __builtin_trap();
    if (!move.ok()) continue;
    if (*move != *legal || !pos.is_legal(*move) || !pos.legal_moves().contains(*move)) __builtin_trap();
    const std::string printed = to_uci(pos, *move);
    const absl::StatusOr<Move> reread = parse_uci_move(pos, printed);
    if (!reread.ok() || *reread != *move) __builtin_trap();
    pos.make_move(*move);
    ++made;
    if (pos.key() != pos.key_from_scratch()) __builtin_trap();
  }
  for (; made > 0; --made) pos.unmake_move();
  if (pos.key() != start_key) __builtin_trap();
  return 0;
}
