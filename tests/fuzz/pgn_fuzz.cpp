// PGN for `drawbridge scan`: the input is a PGN stream, split into games in small batches (so
// that batch boundaries are crossed) and each game scanned with --fixed and --html on. Every
// game gives exactly one JSON line, whatever the bytes. PDN games with a GameType go to the
// draughts editions, as without --rules.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string_view>

#include "pgn/pgn_splitter.h"
#include "rules/draughts_draw/pdn_game_type.h"
#include "scan/game_scan.h"
#include "tests/fuzz/fuzz_laws.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace drawbridge;
  // Read a few bytes at a time, so that lines cross reads.
  pgn::TextSource source(std::string_view(reinterpret_cast<const char*>(data), size), 37);
  pgn::PgnSplitter splitter(source, 2, 256);
  // Chess by default and each draughts game by its GameType, as `drawbridge scan` without --rules.
  static const scan::ScanRules rules = [] {
    scan::ScanRules r;
    r.chess = fuzz_laws();
    r.by_game_type =
        *draughts_draw::editions_by_game_type({std::filesystem::path(DRAWBRIDGE_SOURCE_DIR) / "configs/rules"});
    return r;
  }();
  scan::ScanScratch scratch;
  std::int64_t index = 0;
  for (;;) {
    const absl::StatusOr<pgn::Batch> batch = splitter.next_batch();
    if (!batch.ok() || batch->games.empty()) break;
    for (const pgn::GameSpan& span : batch->games) {
      scan::ScanOutput out;
      const scan::GamePlace place{index++, "fuzz", span.offset, span.line};
      scan::scan_game(batch->game_text(span), place, rules, scan::ScanOptions{true, true}, scratch, out);
      if (std::count(out.json.begin(), out.json.end(), '\n') != 1 || out.json.back() != '\n') __builtin_trap();
    }
  }
  return 0;
}
