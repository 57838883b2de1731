// FEN: any text is parsed or refused without a crash; a position read is printed back, and
// the printed FEN reads as the same position (same identity key, same FEN again).
// The first byte chooses standard chess or Chess960.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/chess/fen.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const bool chess960 = (data[0] & 1) != 0;
  const std::string_view fen(reinterpret_cast<const char*>(data + 1), size - 1);
  (void)drawbridge::chess::parse_fen_setup(fen, chess960);
  const absl::StatusOr<drawbridge::chess::Position> pos = drawbridge::chess::parse_fen(fen, chess960);
  if (!pos.ok()) return 0;
  if (pos->key() != pos->key_from_scratch()) __builtin_trap();
  const std::string printed = drawbridge::chess::to_fen(*pos);
  const absl::StatusOr<drawbridge::chess::Position> again = drawbridge::chess::parse_fen(printed, chess960);
  if (!again.ok()) __builtin_trap();
  if (again->key() != pos->key()) __builtin_trap();
  if (drawbridge::chess::to_fen(*again) != printed) __builtin_trap();
  return 0;
}
