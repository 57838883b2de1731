// The vocabulary of the external contract: rule names and results, and how a game ended.
#pragma once

#include <string>
#include <string_view>

namespace drawbridge::draw {

enum class Rule {
  kThreefoldRepetition,
  kFiftyMove,
  kFivefoldRepetition,
  kSeventyFiveMove,
  kDeadPosition,
  kCheckmate,
  kStalemate,
  kDrawOffer,
  kTimeout,
  // What the Syzygy tables and the Laws decide together (rules/tablebases).
  kTablebase,
  // Draughts: moves of kings only (FMJD 6.2), a few pieces against a lone king (6.3, 6.4), a
  // balance of forces unchanged (64-square), and the loss of a player who cannot move (7.2).
  kKingsOnlyMoves,
  kLoneKing,
  kUnchangedMaterial,
  kNoMove,
};

// "threefold-repetition", "fifty-move", ... as DESIGN.md's contract spells them.
std::string_view rule_name(Rule rule);

enum class Result { kWhiteWins, kBlackWins, kDraw };

// "1-0", "0-1", "1/2-1/2".
std::string_view result_text(Result result);

struct Ending {
  int ply = 0;  // moves played before the position that ended the game
  Rule rule = Rule::kCheckmate;
  std::string article;
  Result result = Result::kDraw;
};

}  // namespace drawbridge::draw
