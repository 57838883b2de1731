#include "scan/draughts_judgement.h"

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::scan {
namespace {

// "threefold-repetition (6.1) at ply 8"; a rule without an article (the Russian no-move) unbracketed.
std::string ending_words(const draw::Ending& ending) {
  const std::string article = ending.article.empty() ? "" : absl::StrCat(" (", ending.article, ")");
  return absl::StrCat(av(draw::rule_name(ending.rule)), article, " at ply ", ending.ply);
}

Finding finding(FindingKind kind, draw::Event event, std::string sentence) {
  event.detail = std::move(sentence);
  return Finding{kind, std::move(event)};
}

// Informational: the first claim open, unless the game was drawn right there (the claim was
// presumably made).
void add_claim_finding(const DraughtsReplayed& replayed, int last_ply, std::optional<draw::Result> recorded,
                       Judgement& j) {
  for (const draw::Event& event : replayed.events) {
    if (event.kind != draw::EventKind::kClaim) continue;
    if (*event.ply == last_ply && recorded == draw::Result::kDraw) return;
    j.findings.push_back(
        finding(FindingKind::kClaimableDrawNotClaimed, event,
                absl::StrCat("The player on move could have claimed a draw by ", av(draw::rule_name(*event.rule)), " (",
                             event.article, ") at ply ", *event.ply, ".")));
    return;
  }
}

}  // namespace

std::optional<draw::Result> draughts_result_of(std::string_view text) {
  if (text == "1-0" || text == "2-0") return draw::Result::kWhiteWins;
  if (text == "0-1" || text == "0-2") return draw::Result::kBlackWins;
  if (text == "1/2-1/2" || text == "1-1") return draw::Result::kDraw;
  return std::nullopt;
}

Judgement judge_draughts_game(const draughts_draw::Referee& referee, const DraughtsReplayed& replayed,
                              std::optional<draw::Result> recorded) {
  Judgement j;
  const std::optional<draw::Ending>& ending = referee.ending();
  if (ending) {
    j.lawful = ending->result;
    if (replayed.moves_after_end > 0) {
      j.findings.push_back(
          finding(FindingKind::kPlayedPastEnd, *referee.result_event(),
                  absl::StrCat("The game ended by ", ending_words(*ending), "; ", replayed.moves_after_end,
                               replayed.moves_after_end == 1 ? " more ply was" : " more plies were", " recorded.")));
    }
    if (recorded && *recorded != ending->result) {
      j.findings.push_back(
          finding(FindingKind::kResultContradictsLaws, *referee.result_event(),
                  absl::StrCat("The laws give ", av(draw::result_text(ending->result)), " by ", ending_words(*ending),
                               "; the record says ", av(draw::result_text(*recorded)), ".")));
    }
    if (!j.findings.empty()) j.fix = Fix{ending->ply, j.findings.back().event};
  }
  add_claim_finding(replayed, ending ? ending->ply : referee.ply(), recorded, j);
  return j;
}

}  // namespace drawbridge::scan
