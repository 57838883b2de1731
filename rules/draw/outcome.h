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
