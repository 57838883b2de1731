#include "rules/draw/outcome.h"

namespace drawbridge::draw {

std::string_view rule_name(Rule rule) {
  switch (rule) {
    case Rule::kThreefoldRepetition: return "threefold-repetition";
    case Rule::kFiftyMove: return "fifty-move";
    case Rule::kFivefoldRepetition: return "fivefold-repetition";
    case Rule::kSeventyFiveMove: return "seventy-five-move";
    case Rule::kDeadPosition: return "dead-position";
    case Rule::kCheckmate: return "checkmate";
    case Rule::kStalemate: return "stalemate";
    case Rule::kDrawOffer: return "draw-offer";
    case Rule::kTimeout: return "timeout";
  }
  return "unknown";
}

std::string_view result_text(Result result) {
  switch (result) {
    case Result::kWhiteWins: return "1-0";
    case Result::kBlackWins: return "0-1";
    case Result::kDraw: return "1/2-1/2";
  }
  return "*";
}

}  // namespace drawbridge::draw
