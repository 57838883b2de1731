// The --html report of `drawbridge scan`: one self-contained page (inline CSS and SVG, no script,
// nothing fetched) that a person reads: totals, a table of the games with findings, and for each
// finding the deciding position drawn with its last move marked and the moves that led to it.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "verdict/finding_position.h"
#include "verdict/findings.h"

namespace drawbridge::scan {

// One finding of one game, with the way to its position that the page draws.
struct ReportedFinding {
  Finding finding;           // its kind and event: ply, rule, article, sentence and FEN
  FindingPosition position;  // the moves that led there and the board
};

// A game with at least one finding.
struct ReportedGame {
  std::int64_t index = 0;  // as in the JSON lines
  std::string file;
  // In PGN order; the page shows Event, Site, Date, Round, White, Black, Result, Termination.
  std::vector<std::pair<std::string, std::string>> tags;
  std::string recorded_result;  // the Result tag
  std::string lawful_result;    // the result the laws give
  std::vector<ReportedFinding> findings;
};

struct ScanTotals {
  std::int64_t games = 0, plies = 0, errors = 0, skipped = 0;
  double seconds = 0;
  std::vector<std::pair<std::string, std::int64_t>> per_rule;     // e.g. {"threefold-repetition", 12}
  std::vector<std::pair<std::string, std::int64_t>> per_finding;  // finding kind -> count
};

// The whole page, UTF-8. Every PGN-derived text is escaped. A finding whose FEN does not parse
// still gets its row and moves, with a note in place of the board.
std::string render_html_report(const ScanTotals& totals, const std::vector<ReportedGame>& games);

}  // namespace drawbridge::scan
