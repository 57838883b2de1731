// SAN: the input is words played one after the other from a position the first byte picks.
// A word read as a move must be legal; the move is printed in SAN and read back as itself,
// then made.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_positions.h"
#include "rules/chess/san.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace drawbridge::chess;
  if (size == 0) return 0;
  Position pos = drawbridge::fuzzing::fuzz_position(data[0]);
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  while (!text.empty()) {
    const std::size_t space = text.find(' ');
    const std::string_view word = text.substr(0, space);
    text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
    const absl::StatusOr<Move> move = parse_san(pos, word);
    if (!move.ok()) continue;
    if (!pos.legal_moves().contains(*move)) __builtin_trap();
    const std::string printed = to_san(pos, *move);
    const absl::StatusOr<Move> reread = parse_san(pos, printed);
    if (!reread.ok() || *reread != *move) __builtin_trap();
    pos.make_move(*move);
  }
  return 0;
}
