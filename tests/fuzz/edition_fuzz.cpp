// The edition file: any text is read as a chess edition and as a draughts edition, or refused
// with a message, without a crash.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "rules/chess_draw/edition.h"
#include "rules/draughts_draw/edition.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const absl::StatusOr<drawbridge::draw::Edition> edition = drawbridge::draw::parse_edition(text, "fuzz.toml");
  if (!edition.ok() && edition.status().message().empty()) __builtin_trap();
  const absl::StatusOr<drawbridge::draughts_draw::Edition> draughts =
      drawbridge::draughts_draw::parse_edition(text, "fuzz.toml");
  if (!draughts.ok() && draughts.status().message().empty()) __builtin_trap();
  return 0;
}
