#include "scan/judgement.h"

#include <cstdint>

#include "absl/strings/str_cat.h"
#include "rules/draw/dead_position.h"
#include "support/absl_view.h"

namespace drawbridge::scan {
namespace {

namespace json = boost::json;

// The finding's sentence, for the JSON, the HTML page and the --fixed comment.
std::string ending_words(const draw::Ending& ending) {
  return absl::StrCat(av(draw::rule_name(ending.rule)), " (", ending.article, ") at ply ", ending.ply);
}

Fix fix_for(const Judgement& j, const std::optional<draw::Ending>& ending) {
  Fix fix;
  const Finding& main = j.findings.back();
  fix.result = std::string(draw::result_text(*j.lawful));
  fix.termination = main.rule;
  if (ending && ending->rule != draw::Rule::kTimeout) fix.cut_ply = ending->ply;
  fix.comment = absl::StrCat("drawbridge scan: ", main.sentence);
  return fix;
}

// Informational: the first ply a draw could have been claimed, unless the game was drawn
// right there (the claim was presumably made).
void add_claim_finding(const Replayed& replayed, int last_ply, std::optional<draw::Result> recorded, Judgement& j) {
  for (const json::value& e : replayed.events) {
    const json::object& event = e.get_object();
    if (event.at("event").get_string() != "claim") continue;
    const int ply = static_cast<int>(event.at("ply").to_number<std::int64_t>());
    if (ply == last_ply && recorded == draw::Result::kDraw) return;
    const json::string& rule = event.at("rule").get_string();
    const json::string& article = event.at("article").get_string();
    j.findings.push_back(
        {FindingKind::kClaimableDrawNotClaimed, ply, std::string(rule.data(), rule.size()),
         std::string(article.data(), article.size()),
         absl::StrCat("The player on move could have claimed a draw by ", absl::string_view(rule.data(), rule.size()),
                      " (", absl::string_view(article.data(), article.size()), ") at ply ", ply, ".")});
    return;
  }
}

}  // namespace

Judgement judge_game(const draw::Arbiter& arbiter, const Replayed& replayed, std::optional<draw::Result> recorded,
                     std::optional<chess::Color> flagged_off_move, const std::string& timeout_article) {
  Judgement j;
  const std::optional<draw::Ending>& ending = arbiter.ending();
  const int plies = arbiter.record().ply();
  if (ending) {
    j.lawful = ending->result;
    const std::string rule(draw::rule_name(ending->rule));
    if (ending->rule != draw::Rule::kTimeout && replayed.moves_after_end > 0) {
      j.findings.push_back(
          {FindingKind::kPlayedPastEnd, ending->ply, rule, ending->article,
           absl::StrCat("The game ended by ", ending_words(*ending), "; ", replayed.moves_after_end,
                        replayed.moves_after_end == 1 ? " more ply was" : " more plies were", " recorded.")});
    }
    if (recorded && *recorded != ending->result) {
      const bool timeout_draw = ending->rule == draw::Rule::kTimeout && ending->result == draw::Result::kDraw;
      j.findings.push_back(
          {timeout_draw ? FindingKind::kTimeoutShouldBeDraw : FindingKind::kResultContradictsLaws, ending->ply, rule,
           ending->article,
           timeout_draw
               ? absl::StrCat("The flag fell at ply ", ending->ply,
                              ", but the opponent could not have checkmated by any series of legal moves: "
                              "a draw (",
                              ending->article, "), not ", av(draw::result_text(*recorded)), ".")
               : absl::StrCat("The laws give ", av(draw::result_text(ending->result)), " by ", ending_words(*ending),
                              "; the record says ", av(draw::result_text(*recorded)), ".")});
    }
  } else if (flagged_off_move && recorded && *recorded != draw::Result::kDraw &&
             !draw::SearchedUnwinnability().can_mate(arbiter.record().position(), ~*flagged_off_move)) {
    j.lawful = draw::Result::kDraw;
    j.findings.push_back({FindingKind::kTimeoutShouldBeDraw, plies, std::string(draw::rule_name(draw::Rule::kTimeout)),
                          timeout_article,
                          absl::StrCat("The flag fell after ply ", plies,
                                       ", but the opponent could not have checkmated by any series of legal moves: "
                                       "a draw (",
                                       timeout_article, "), not ", av(draw::result_text(*recorded)), ".")});
  }
  if (!j.findings.empty()) j.fix = fix_for(j, ending);
  add_claim_finding(replayed, ending ? ending->ply : plies, recorded, j);
  return j;
}

}  // namespace drawbridge::scan
