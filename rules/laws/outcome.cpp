#include "rules/laws/outcome.h"

#include <cstddef>
#include <iterator>

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
    case Rule::kTablebase: return "tablebase";
    case Rule::kKingsOnlyMoves: return "kings-only-moves";
    case Rule::kLoneKing: return "lone-king";
    case Rule::kUnchangedMaterial: return "unchanged-material";
    case Rule::kNoMove: return "no-move";
  }
  return "unknown";
}

std::string_view result_text(Result result) {
  constexpr std::string_view kTexts[] = {"1-0", "0-1", "1/2-1/2"};  // in the enum's order
  static_assert(std::size(kTexts) == static_cast<std::size_t>(Result::kDraw) + 1);
  const auto i = static_cast<std::size_t>(result);
  return i < std::size(kTexts) ? kTexts[i] : "*";
}

}  // namespace drawbridge::draw
