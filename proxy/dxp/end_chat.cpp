#include "proxy/dxp/end_chat.h"

#include <string_view>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::dxp {
namespace {

std::string_view outcome(draw::Result result) {
  switch (result) {
    case draw::Result::kWhiteWins: return "White wins";
    case draw::Result::kBlackWins: return "Black wins";
    case draw::Result::kDraw: return "draw";
  }
  return "draw";
}

// Who wrote the laws: the title's first word when it is an acronym ("FMJD"), else the edition's id.
std::string_view authority(const draughts_draw::Edition& edition) {
  const std::string_view title = edition.title;
  const std::string_view word = title.substr(0, title.find(' '));
  const bool acronym = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
    return absl::ascii_isupper(static_cast<unsigned char>(c));
  });
  return acronym ? word : std::string_view(edition.id);
}

// What the rule counted, in the edition's own numbers.
std::string reason(const draw::Event& result, const draughts_draw::Edition& edition) {
  switch (result.rule.value_or(draw::Rule::kDrawOffer)) {
    case draw::Rule::kThreefoldRepetition:
      return absl::StrCat("the same position ", edition.repetition.count, " times");
    case draw::Rule::kKingsOnlyMoves: return absl::StrCat(edition.kings_only.moves, " moves of kings each");
    case draw::Rule::kLoneKing:
      for (const draughts_draw::LoneKingRule& rule : edition.lone_king) {
        if (rule.ruling.article == result.article) return absl::StrCat(rule.moves, " moves against a lone king");
      }
      return "against a lone king";
    case draw::Rule::kUnchangedMaterial:
      for (const draughts_draw::UnchangedMaterialRule& rule : edition.unchanged_material) {
        if (rule.ruling.article == result.article) {
          return absl::StrCat(rule.moves, " moves each without a capture or a crowning");
        }
      }
      return "the material unchanged";
    case draw::Rule::kNoMove: return "the player on move cannot move";
    default: return std::string(draw::rule_name(*result.rule));
  }
}

}  // namespace

std::string end_chat(const draw::Event& result, const draughts_draw::Edition& edition) {
  return absl::StrCat("drawbridge: ", av(outcome(result.result.value_or(draw::Result::kDraw))), ", ",
                      av(authority(edition)), " ", result.article, ", ", reason(result, edition));
}

}  // namespace drawbridge::dxp
