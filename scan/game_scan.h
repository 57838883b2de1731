// One PGN (or PDN draughts) game scanned by the laws: read, replayed through the same code as `drawbridge
// adjudicate` (so the verdict fields are adjudicate's), compared with the recorded result and
// termination, and written out as a JSON line or a typed value (the line's object, for the
// Python module), a --fixed game and the HTML report's entry.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/monotonic_resource.hpp>
#include <boost/json/storage_ptr.hpp>
#include <boost/json/value.hpp>

#include "pgn/pgn_game.h"
#include "rules/chess_draw/laws.h"
#include "rules/chess_draw/referee.h"
#include "scan/html_report.h"
#include "scan/scan_counts.h"
#include "scan/scan_rules.h"

namespace drawbridge::scan {

// Which games are also handed over as typed values (ScanOutput::values): a Boost.JSON object
// built through verdict/verdict_fields.h, the JSON line's without its text.
enum class GameValues { kNone, kWithFindings, kAll };

struct ScanOptions {
  bool fixed = false;   // write the --fixed PGN
  bool report = false;  // collect the games with findings for --html
  bool lines = true;    // write the JSON lines
  GameValues values = GameValues::kNone;
};

// Where a game comes from.
struct GamePlace {
  std::int64_t index = 0;  // of the game in the whole scan, from 0
  std::string_view file;   // as named on the command line; "-" for stdin
  std::uint64_t offset = 0;
  std::int64_t line = 0;
};

// What scanning games adds up to; a batch's is appended to the output in input order.
struct ScanOutput {
  std::string json;   // one line per game
  std::string fixed;  // --fixed PGN
  ScanCounts counts;
  std::vector<ReportedGame> reported;      // games with findings (--html)
  std::vector<boost::json::value> values;  // the games ScanOptions::values asks for, as objects

  // Empty again, the memory of its text kept for the next batch.
  void clear() {
    json.clear();
    fixed.clear();
    counts = {};
    reported.clear();
    values.clear();
    memory.reset();  // a new one for the next batch: Boost 1.81's release() keeps doubling its next block
  }

  // Where the next of `values` is allocated: a batch's objects are made and dropped together.
  // Counted: the memory lives as long as the last value made in it.
  boost::json::storage_ptr value_storage() {
    if (!memory) memory = boost::json::make_shared_resource<boost::json::monotonic_resource>();
    return *memory;
  }

 private:
  std::optional<boost::json::storage_ptr> memory;
};

// What scanning one game after another reuses: the game's text read, the referee, and the
// room the JSON line is written in (support/json_text.h).
struct ScanScratch {
  pgn::PgnGame pgn;
  std::optional<draw::Referee> referee;
  std::string line;
};

// Scans the game `text` by the laws `rules` give it: chess, or draughts (PDN) by its GameType.
void scan_game(std::string_view text, const GamePlace& place, const ScanRules& rules, const ScanOptions& options,
               ScanScratch& scratch, ScanOutput& out);

}  // namespace drawbridge::scan
