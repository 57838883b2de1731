// parse_san (its fast path first) against its general path alone, parse_san_by_legal_moves:
// words played one after the other from a position the first byte picks. Both must agree on
// every word, the move and whether it is one; and the replay's san_move_or_none with them.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_positions.h"
#include "rules/chess/san.h"
#include "rules/chess/san_fast_path.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace drawbridge;
  if (size == 0) return 0;
  chess::Position pos = fuzzing::fuzz_position(data[0]);
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  while (!text.empty()) {
    const std::size_t space = text.find(' ');
    const std::string_view word = text.substr(0, space);
    text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
    const absl::StatusOr<chess::Move> fast = chess::parse_san(pos, word);
    const absl::StatusOr<chess::Move> plain = chess::parse_san_by_legal_moves(pos, word);
    if (fast.ok() != plain.ok() || (fast.ok() && *fast != *plain)) __builtin_trap();
    if (chess::san_move_or_none(pos, word) != fast.value_or(chess::Move::none())) __builtin_trap();
    if (fast.ok()) pos.make_move(*fast);
  }
  return 0;
}
