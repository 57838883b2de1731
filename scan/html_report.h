// The --html report of `drawbridge scan`: one self-contained page (inline CSS and SVG, no script,
// nothing fetched) that a person reads: totals, a table of the games with findings, and for each
// finding the deciding position drawn with its last move marked and the moves that led to it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "rules/chess/types.h"
#include "rules/draughts/board.h"

namespace drawbridge::scan {

// One finding of one game, with what the page needs to draw it.
struct ReportedFinding {
  std::string kind;      // played-past-end, result-contradicts-laws, timeout-should-be-draw, ...
  int ply = 0;           // plies played from the game's first position
  std::string rule;      // e.g. fivefold-repetition
  std::string article;   // e.g. 9.6.1
  std::string sentence;  // the finding's sentence, as the JSON line gives it
  std::string fen;       // the position at the finding's ply
  // The move that led to that position (played in its predecessor); nullopt at ply 0. Castling is
  // the library's "king takes own rook" move.
  std::optional<chess::Move> last_move;
  std::vector<std::string> san_moves;       // the game's moves up to the finding's ply, in SAN
  int start_move_number = 1;                // the move number of san_moves[0]
  chess::Color start_side = chess::kWhite;  // who played san_moves[0]
  bool chess960 = false;                    // how to read the FEN's castling field
  // A draughts game's finding: its game (fen is an FMJD FEN, san_moves are PDN moves) and the
  // last move's from and to squares by number (0 at ply 0); last_move is unset.
  std::optional<draughts::Game> draughts;
  int draughts_from = 0, draughts_to = 0;
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
